import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  auditLog,
  billsOfSale,
  deposits,
  payments,
  transactions,
  wireReceipts,
  wireTransfers,
} from '@/lib/db/schema';
import { WIRE_BANK_DETAILS } from '@/lib/domain/business-rules';
import { cents } from '@/lib/domain/money';
import { WIRE_REFERENCE_ALPHABET } from '@/lib/domain/wire-reference';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { checkoutOverview } from '@/lib/server/payments/checkout';
import { startWirePayment } from '@/lib/server/payments/wires/start-wire-payment';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { GET as paymentRoute } from '@/app/rest-api/v2/account/payments/[id]/route';
import { postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, registerMember, type TestMember } from '@/test/members';
import { answerOf, getCheckout, postCheckout, postDeposit, savedCardId } from '@/test/payments';
import { registerStaff, type TestStaff } from '@/test/staff';
import { postRefund } from '@/test/transactions';
import { postRecordWire, today } from '@/test/wires';

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());

const REFERENCE = new RegExp(`^W-[${WIRE_REFERENCE_ALPHABET}]{8}$`);
let nextLot = 391_000_000;

describe.each(testDatabaseKinds())('wire transfers on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let finance: TestStaff;
  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    finance = await registerStaff(['finance']);
  });

  const power = async (member: TestMember) => (await buyingPower(db, member.memberId)).limitCents;
  const readPayment = async (member: TestMember, id: number) =>
    answerOf(
      await paymentRoute(
        jsonRequest(`/rest-api/v2/account/payments/${id}`, { method: 'GET', cookie: member.cookie }),
        { params: Promise.resolve({ id: String(id) }) },
      ),
    );
  const receiptsOf = async (paymentId: number) =>
    (await db.select({ n: count() }).from(wireReceipts).where(eq(wireReceipts.paymentId, paymentId)))[0]!.n;
  const wireDeposit = async (member: TestMember, amount: number) => {
    const asked = await postDeposit(member, { amount, method: 'wire' });
    expect(asked.status).toBe(200);
    return asked.body.data as { paymentId: number; wire: { reference: string } };
  };

  /** A lot the member bought now at $1,500: $1,988 with a Starter's buyer fee ($299), documentation ($95), other ($94). */
  async function boughtLot(member: TestMember): Promise<number> {
    const id = (nextLot += 1);
    await insertTestLots(db, [{ id, buyItNowPriceCents: 150_000 }]);
    expect((await postBuyNow(member, id)).status).toBe(200);
    return id;
  }

  test('a deposit by wire waits as pending with its own reference and the bank details; buying power waits too', async () => {
    const member = await registerBidder(db, { depositCents: 0 });
    const key = randomUUID();
    const asked = await postDeposit(member, { amount: 1_000, method: 'wire' }, key);
    expect(asked).toEqual({
      status: 200,
      body: {
        data: {
          paymentId: expect.any(Number),
          status: 'pending',
          amount: 1_000,
          method: 'wire',
          actionUrl: null,
          declineCode: null,
          wire: {
            reference: expect.stringMatching(REFERENCE),
            purpose: 'deposit',
            received: 0,
            outstanding: 1_000,
            excess: 0,
            bank: { ...WIRE_BANK_DETAILS },
          },
        },
      },
    });
    expect(await power(member)).toBe(0);
    // The same key answers the same payment and reference; another deposit gets another reference.
    expect(await postDeposit(member, { amount: 1_000, method: 'wire' }, key)).toEqual(asked);
    const second = await wireDeposit(member, 1_000);
    expect(second.wire.reference).not.toBe(asked.body.data.wire.reference);
    expect(await readPayment(member, asked.body.data.paymentId)).toMatchObject({
      status: 200,
      body: {
        data: { status: 'pending', wire: { reference: asked.body.data.wire.reference, outstanding: 1_000 } },
      },
    });
    const [row] = await db
      .select()
      .from(wireTransfers)
      .where(eq(wireTransfers.paymentId, asked.body.data.paymentId));
    expect(row!.reference).toBe(asked.body.data.wire.reference);
  });

  test('recorded in full, the deposit counts toward buying power; a replayed key records it once; audited', async () => {
    const member = await registerBidder(db, { depositCents: 0 });
    const wire = await wireDeposit(member, 1_000);
    const key = randomUUID();
    // Typed as a clerk reads it off the statement: lower case, no dash.
    const body = {
      reference: wire.wire.reference.replace('-', '').toLowerCase(),
      amount: 1_000,
      receivedOn: today(),
    };
    const recorded = await postRecordWire(finance, body, key);
    expect(recorded).toEqual({
      status: 200,
      body: {
        data: {
          receiptId: expect.any(Number),
          reference: wire.wire.reference,
          receivedOn: today(),
          amount: 1_000,
          applied: 1_000,
          credit: 0,
          creditDepositId: null,
          payment: {
            id: wire.paymentId,
            memberEmail: member.email,
            purpose: 'deposit',
            state: 'approved',
            amount: 1_000,
            received: 1_000,
            outstanding: 0,
            excess: 0,
          },
          note: null,
        },
      },
    });
    expect(await power(member)).toBe(1_000_000);
    expect(await postRecordWire(finance, body, key)).toEqual(recorded);
    expect(await receiptsOf(wire.paymentId)).toBe(1);
    expect(await power(member)).toBe(1_000_000);
    expect(await postRecordWire(finance, { ...body, amount: 999 }, key)).toMatchObject({
      status: 422,
      body: { error: { code: 'idempotency_key_reused' } },
    });
    const [deposit] = await db.select().from(deposits).where(eq(deposits.paymentId, wire.paymentId));
    expect(deposit).toMatchObject({ method: 'wire', status: 'held', amountCents: 100_000 });
    expect(await readPayment(member, wire.paymentId)).toMatchObject({
      body: { data: { status: 'approved', buyingPower: 10_000, wire: { received: 1_000, outstanding: 0 } } },
    });
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'wire.record'), eq(auditLog.entityId, String(wire.paymentId))));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actorEmail: finance.email,
      entity: 'payment',
      before: { state: 'pending', receivedCents: 0 },
      after: { state: 'approved', receivedCents: 100_000, appliedCents: 100_000, creditCents: 0 },
    });
  });

  test('a partial wire leaves the rest outstanding; an over-payment completes it and its excess is a refundable credit', async () => {
    const member = await registerBidder(db, { depositCents: 0 });
    const wire = await wireDeposit(member, 1_000);
    const partial = await postRecordWire(finance, {
      reference: wire.wire.reference,
      amount: 400,
      receivedOn: today(),
    });
    expect(partial.body.data).toMatchObject({
      applied: 400,
      credit: 0,
      payment: { state: 'partly_paid', received: 400, outstanding: 600, excess: 0 },
    });
    // Not received in full: no buying power yet; the member sees what is left to send.
    expect(await power(member)).toBe(0);
    expect(await readPayment(member, wire.paymentId)).toMatchObject({
      body: { data: { status: 'partly_paid', wire: { received: 400, outstanding: 600 } } },
    });
    const over = await postRecordWire(finance, {
      reference: wire.wire.reference,
      amount: 800,
      receivedOn: today(),
    });
    expect(over.body.data).toMatchObject({
      applied: 600,
      credit: 200,
      creditDepositId: expect.any(Number),
      payment: { state: 'approved', received: 1_200, outstanding: 0, excess: 200 },
    });
    expect(await power(member)).toBe(1_200_000);
    const held = await db.select().from(deposits).where(eq(deposits.memberId, member.memberId));
    expect(held.map((d) => [d.amountCents, d.method, d.status]).sort()).toEqual([
      [100_000, 'wire', 'held'],
      [20_000, 'wire', 'held'],
    ]);
    // The credit is a deposit like any other: refunded on request, by bank transfer.
    expect(await postRefund(member, over.body.data.creditDepositId)).toMatchObject({
      status: 200,
      body: { data: { status: 'pending', amountCents: 20_000, buyingPowerCents: 1_000_000 } },
    });
    // The deposit the wire paid goes back by bank transfer too, not through a card gateway.
    const [paid] = held.filter((d) => d.paymentId === wire.paymentId);
    expect(await postRefund(member, paid!.id)).toMatchObject({
      status: 200,
      body: { data: { status: 'pending' } },
    });
    expect(await power(member)).toBe(0);
  });

  test('a checkout by wire leaves the lots unpaid; the recorded wire pays them and issues their bills of sale', async () => {
    const member = await registerBidder(db);
    const lotId = await boughtLot(member);
    const { total } = await checkoutOverview(member.memberId);
    expect(total).toBe(198_800);
    const asked = await postCheckout(member, { lotIds: [lotId], amount: 1_988, method: 'wire' });
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      method: 'wire',
      amount: 1_988,
      wire: { purpose: 'checkout', outstanding: 1_988 },
    });
    expect((await getCheckout(member)).body.data.lots).toHaveLength(1);
    const recorded = await postRecordWire(finance, {
      reference: asked.body.data.wire.reference,
      amount: 1_988,
      receivedOn: today(),
    });
    expect(recorded.body.data.payment).toMatchObject({
      state: 'approved',
      purpose: 'checkout',
      outstanding: 0,
    });
    expect((await getCheckout(member)).body.data.lots).toEqual([]);
    const ledger = await db
      .select({ kind: transactions.kind, cents: transactions.amountCents, ref: transactions.gatewayRef })
      .from(transactions)
      .where(and(eq(transactions.lotId, lotId), eq(transactions.kind, 'payment')));
    expect(ledger).toEqual([{ kind: 'payment', cents: -198_800, ref: asked.body.data.wire.reference }]);
    expect(await db.select().from(billsOfSale).where(eq(billsOfSale.lotId, lotId))).toHaveLength(1);
  });

  test('checkout wires: asked again it is the same one; a card payment cancels an untouched one, whose money is then credited; a partly received one holds its lots', async () => {
    const member = await registerBidder(db);
    const cardId = await savedCardId(member);
    const first = await boughtLot(member);
    const second = await boughtLot(member);
    const body = { lotIds: [first], amount: 1_988, method: 'wire' };
    const asked = await postCheckout(member, body);
    const again = await postCheckout(member, body);
    expect(again.body.data).toEqual(asked.body.data);

    // Paid by card instead: the untouched wire is canceled; a wire that still arrives for it is the member's credit.
    const byCard = await postCheckout(member, { lotIds: [first], amount: 1_988, method: 'card', cardId });
    expect(byCard.body.data.status).toBe('approved');
    const [canceled] = await db.select().from(payments).where(eq(payments.id, asked.body.data.paymentId));
    expect(canceled!.status).toBe('canceled');
    const late = await postRecordWire(finance, {
      reference: asked.body.data.wire.reference,
      amount: 1_988,
      receivedOn: today(),
    });
    expect(late.body.data).toMatchObject({
      applied: 0,
      credit: 1_988,
      payment: { state: 'canceled', outstanding: 0, excess: 1_988 },
      note: expect.stringContaining('credited to the member'),
    });
    const [credit] = await db.select().from(deposits).where(eq(deposits.id, late.body.data.creditDepositId));
    expect(credit).toMatchObject({ method: 'wire', status: 'held', amountCents: 198_800 });

    // Part of a wire for the second lot arrives: the lot waits for the rest of that wire, by card too.
    const wire = await postCheckout(member, { lotIds: [second], amount: 1_988, method: 'wire' });
    await postRecordWire(finance, {
      reference: wire.body.data.wire.reference,
      amount: 988,
      receivedOn: today(),
    });
    const held = await postCheckout(member, { lotIds: [second], amount: 1_988, method: 'card', cardId });
    expect(held).toMatchObject({
      status: 409,
      body: { error: { code: 'wire_partly_received', message: expect.stringContaining('$1,000') } },
    });
    expect(
      (
        await postRecordWire(finance, {
          reference: wire.body.data.wire.reference,
          amount: 1_000,
          receivedOn: today(),
        })
      ).body.data.payment.state,
    ).toBe('approved');
    expect((await getCheckout(member)).body.data.lots).toEqual([]);
  });

  test('a wire that completes a checkout whose bill changed meanwhile is credited to the member, never lost', async () => {
    const member = await registerBidder(db);
    const lotId = await boughtLot(member);
    const asked = await postCheckout(member, { lotIds: [lotId], amount: 1_988, method: 'wire' });
    const reference = asked.body.data.wire.reference as string;
    await postRecordWire(finance, { reference, amount: 1_000, receivedOn: today() });
    // A charge the wire did not cover comes onto the lot's bill (as storage would).
    await db.insert(transactions).values({
      memberId: member.memberId,
      kind: 'storage-fee',
      amountCents: cents(2_500),
      status: 'pending',
      lotId,
      description: 'Storage',
    });
    const rest = await postRecordWire(finance, { reference, amount: 988, receivedOn: today() });
    expect(rest.body.data).toMatchObject({
      applied: 0,
      credit: 1_988,
      payment: { state: 'canceled', outstanding: 0 },
      note: expect.stringContaining('could not be applied'),
    });
    const [credit] = await db.select().from(deposits).where(eq(deposits.id, rest.body.data.creditDepositId));
    expect(credit).toMatchObject({ method: 'wire', status: 'held', amountCents: 198_800 });
    // Nothing of the purpose stayed: the lot is unpaid, no bill of sale.
    expect((await getCheckout(member)).body.data.lots).toMatchObject([{ lotId, total: 2_013 }]);
    expect(await db.select().from(billsOfSale).where(eq(billsOfSale.lotId, lotId))).toEqual([]);
  });

  test('an unknown reference is 404; bad input is 422 naming the field, never a 500', async () => {
    expect(
      await postRecordWire(finance, { reference: 'W-22222222', amount: 10, receivedOn: today() }),
    ).toMatchObject({
      status: 404,
      body: { error: { code: 'wire_reference_not_found', fields: { reference: expect.any(String) } } },
    });
    const good = { reference: 'W-22222222', amount: 10, receivedOn: today() };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...good, reference: 'W-0OIL1234' }, 'reference'],
      [{ ...good, reference: '' }, 'reference'],
      [{ ...good, reference: 42 }, 'reference'],
      [{ ...good, amount: 10.5 }, 'amount'],
      [{ ...good, amount: 0 }, 'amount'],
      [{ ...good, amount: -5 }, 'amount'],
      [{ ...good, amount: '10' }, 'amount'],
      [{ ...good, amount: 1e12 }, 'amount'],
      [{ ...good, receivedOn: '2031-02-30' }, 'receivedOn'],
      [{ ...good, receivedOn: '3000-01-01' }, 'receivedOn'],
      [{ ...good, receivedOn: 'yesterday' }, 'receivedOn'],
      [{ ...good, extra: true }, '_'],
    ];
    for (const [body, field] of bad) {
      const answer = await postRecordWire(finance, body);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('invalid_input');
      expect(Object.keys(answer.body.error.fields)).toContain(field);
    }
    const request = jsonRequest('/rest-api/v2/admin/payments/wires', {
      body: '{"reference":',
      cookie: finance.cookie,
    });
    request.headers.set('idempotency-key', randomUUID());
    const { POST } = await import('./route');
    expect((await answerOf(await POST(request, {}))).status).toBe(400);
    expect(await postRecordWire(finance, good, null)).toMatchObject({
      status: 422,
      body: { error: { fields: { 'Idempotency-Key': 'idempotencyKeyMissing' } } },
    });
  });

  test('only finance records wires: a member and staff without payments.write are refused', async () => {
    const body = { reference: 'W-22222222', amount: 10, receivedOn: today() };
    expect((await postRecordWire(await registerMember(), body)).status).toBe(403);
    expect((await postRecordWire(await registerStaff(['support']), body)).status).toBe(403);
  });

  test('two wires never share a reference: a drawn one already taken is drawn again', async () => {
    const member = await registerBidder(db, { depositCents: 0 });
    const draws = ['W-23456789', 'W-23456789', 'W-98765432'];
    const draw = () => draws.shift()!;
    const start = () =>
      startWirePayment(
        db,
        {
          memberId: member.memberId,
          purpose: 'deposit',
          amountCents: cents(60_000),
          idempotencyKey: randomUUID(),
          details: {},
        },
        draw,
      );
    expect((await start()).gatewayRef).toBe('W-23456789');
    expect((await start()).gatewayRef).toBe('W-98765432');
  });
});
