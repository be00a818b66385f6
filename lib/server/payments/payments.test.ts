import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { deposits, gatewayOperations, payments, transactions } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { cents } from '@/lib/domain/money';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { paymentResultSchema } from '@/lib/schemas/payments';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { registerMember } from '@/test/members';
import { savedCardId } from '@/test/payments';
import { refundPayment, startPayment, type StartPaymentInput } from './payments';

afterAll(() => closeRateLimiters());

describe.each(testDatabaseKinds())('the payments service on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(() => {
    db = testDb.database.db;
  });
  const inTx = <T>(work: (tx: Db) => Promise<T>) => transaction(db, work);

  async function deposit(memberId: string, cardId: number, over: Partial<StartPaymentInput> = {}) {
    return inTx((tx) =>
      startPayment(tx, {
        memberId,
        purpose: 'deposit',
        amountCents: cents(80_000),
        method: 'card',
        cardId,
        idempotencyKey: randomUUID(),
        locale: 'en',
        origin: 'http://localhost',
        ...over,
      }),
    );
  }

  test('a repeated idempotency key returns the first payment and applies its purpose once', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const key = randomUUID();
    const first = await deposit(member.memberId, cardId, { idempotencyKey: key });
    const again = await deposit(member.memberId, cardId, { idempotencyKey: key });
    expect(again.result).toEqual(first.result);
    expect(z.encode(paymentResultSchema, first.result)).toMatchObject({
      status: 'approved',
      buyingPower: 8_000,
    });
    expect(await db.select().from(deposits).where(eq(deposits.memberId, member.memberId))).toHaveLength(1);
    const ops = await db
      .select()
      .from(gatewayOperations)
      .where(eq(gatewayOperations.reference, first.payment.gatewayRef!));
    expect(ops.map((o) => o.operation)).toEqual(['authorize', 'capture']);
  });

  test('a refund pays back through the gateway, releases the deposit and writes the ledger once', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member);
    const { payment } = await deposit(member.memberId, cardId);
    expect((await buyingPower(db, member.memberId)).limitCents).toBe(800_000);
    const refunded = await inTx((tx) =>
      refundPayment(tx, { memberId: member.memberId, paymentId: payment.id }),
    );
    expect(refunded.result.status).toBe('refunded');
    const twice = await inTx((tx) => refundPayment(tx, { memberId: member.memberId, paymentId: payment.id }));
    expect(twice.result.status).toBe('refunded');
    expect((await buyingPower(db, member.memberId)).limitCents).toBe(0);
    const ledger = await db
      .select({ kind: transactions.kind, cents: transactions.amountCents })
      .from(transactions)
      .where(eq(transactions.memberId, member.memberId));
    expect(ledger).toEqual([
      { kind: 'deposit', cents: 80_000 },
      { kind: 'deposit-refund', cents: -80_000 },
    ]);
    const refunds = (
      await db.select().from(gatewayOperations).where(eq(gatewayOperations.reference, payment.gatewayRef!))
    ).filter((o) => o.operation === 'refund');
    expect(refunds).toHaveLength(1);
    const other = await registerMember();
    await expect(
      inTx((tx) => refundPayment(tx, { memberId: other.memberId, paymentId: payment.id })),
    ).rejects.toMatchObject({ status: 404 });
  });

  test('a declined payment cannot be refunded and leaves no deposit', async () => {
    const member = await registerMember();
    const cardId = await savedCardId(member, '4000000000009995');
    const { payment } = await deposit(member.memberId, cardId);
    expect(payment).toMatchObject({ status: 'declined', declineCode: 'insufficient_funds' });
    await expect(
      inTx((tx) => refundPayment(tx, { memberId: member.memberId, paymentId: payment.id })),
    ).rejects.toMatchObject({ status: 409, code: 'payment_not_refundable' });
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('declined');
    expect(await db.select().from(deposits).where(eq(deposits.memberId, member.memberId))).toEqual([]);
  });
});
