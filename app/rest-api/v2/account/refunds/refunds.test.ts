import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, gatewayOperations, payments, refunds, transactions } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import { cents } from '@/lib/domain/money';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { checkoutOverview, payCheckout } from '@/lib/server/payments/checkout';
import { requestDepositRefund } from '@/lib/server/payments/refunds';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import type { TestMember } from '@/test/members';
import { postDeposit, savedCardId } from '@/test/payments';
import { getList, postRefund } from '@/test/transactions';

// Each test registers members (scrypt) and pays deposits through the sandbox: slow on a busy machine.
jest.setTimeout(30_000);
afterAll(() => closeRateLimiters());

const BID_LOT = 380000001;
const BUY_LOT = 380000002;
const TWO_DEPOSITS_LOT = 380000003;
const PAID_LOT = 380000004;

describe.each(testDatabaseKinds())('POST /rest-api/v2/account/refunds/{id} on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: BID_LOT },
      { id: BUY_LOT, buyItNowPriceCents: 300_000 },
      { id: TWO_DEPOSITS_LOT },
      { id: PAID_LOT, buyItNowPriceCents: 250_000 },
    ]);
  });

  /** A bidder (terms accepted, Starter) with a saved card and a card deposit of each amount (dollars). */
  async function bidderWithDeposits(...amounts: number[]) {
    const member = await registerBidder(db, { depositCents: 0 });
    const cardId = await savedCardId(member);
    const ids: number[] = [];
    for (const amount of amounts) {
      const paid = await postDeposit(member, { amount, cardId });
      expect(paid.body.data.status).toBe('approved');
      const [row] = await db
        .select({ id: deposits.id })
        .from(deposits)
        .innerJoin(payments, eq(payments.id, deposits.paymentId))
        .where(eq(payments.id, paid.body.data.paymentId));
      ids.push(row!.id);
    }
    return { member, cardId, depositIds: ids };
  }
  const power = async (member: TestMember) => (await buyingPower(db, member.memberId)).limitCents;
  const depositStatus = async (id: number) =>
    (await db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id)))[0]?.status;
  const refundRows = (member: TestMember) =>
    db
      .select({
        cents: transactions.amountCents,
        status: transactions.status,
        depositId: transactions.depositId,
      })
      .from(transactions)
      .where(and(eq(transactions.memberId, member.memberId), eq(transactions.kind, 'deposit-refund')));

  test('a free card deposit is refunded through the gateway at once; buying power drops; the ledger records it', async () => {
    const { member, depositIds } = await bidderWithDeposits(600);
    const [id] = depositIds as [number];
    expect(await power(member)).toBe(600_000);
    const answer = await postRefund(member, id);
    expect(answer).toEqual({
      status: 200,
      body: {
        data: {
          refundId: expect.any(Number),
          depositId: id,
          amountCents: 60_000,
          status: 'completed',
          buyingPowerCents: 0,
          availableBuyingPowerCents: 0,
        },
      },
    });
    expect(await power(member)).toBe(0);
    expect(await depositStatus(id)).toBe('refunded');
    expect(await refundRows(member)).toEqual([{ cents: -60_000, status: 'completed', depositId: id }]);
    const [payment] = await db.select().from(payments).where(eq(payments.memberId, member.memberId));
    expect(payment!.status).toBe('refunded');
    const ops = await db
      .select()
      .from(gatewayOperations)
      .where(eq(gatewayOperations.reference, payment!.gatewayRef!));
    expect(ops.filter((o) => o.operation === 'refund')).toHaveLength(1);
    expect(await db.select().from(refunds).where(eq(refunds.memberId, member.memberId))).toMatchObject([
      { depositId: id, amountCents: 60_000, status: 'paid' },
    ]);
    // Asked again with a new key: already refunded, said so, nothing moves.
    const again = await postRefund(member, id);
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'deposit_already_refunded' } } });
    expect(await refundRows(member)).toHaveLength(1);
  });

  test('a replayed Idempotency-Key answers the first answer and refunds once; the key on another deposit is 422', async () => {
    const { member, depositIds } = await bidderWithDeposits(600, 800);
    const [first, second] = depositIds as [number, number];
    const key = randomUUID();
    const answer = await postRefund(member, first, key);
    expect(answer.status).toBe(200);
    const twins = await Promise.all([postRefund(member, first, key), postRefund(member, first, key)]);
    for (const twin of twins) expect(twin).toEqual(answer);
    expect(await refundRows(member)).toHaveLength(1);
    expect(await power(member)).toBe(800_000);
    const reused = await postRefund(member, second, key);
    expect(reused).toMatchObject({ status: 422, body: { error: { code: 'idempotency_key_reused' } } });
    expect(await depositStatus(second)).toBe('held');
  });

  test('refused with the reason while the deposit backs an open bid; the refusal is replayed', async () => {
    const { member, depositIds } = await bidderWithDeposits(600);
    const [id] = depositIds as [number];
    expect((await postBid(member, { lotId: BID_LOT, maxBid: 1_000 })).status).toBe(200);
    // The maximum commits what winning at it would cost (bid and fees): the message names that sum.
    const { committedCents } = await buyingPower(db, member.memberId);
    expect(committedCents).toBeGreaterThanOrEqual(100_000);
    const key = randomUUID();
    const refused = await postRefund(member, id, key);
    expect(refused).toEqual({
      status: 409,
      body: {
        error: {
          code: 'deposit_backs_open_bids',
          message: expect.stringContaining(`below the ${formatUsd(committedCents)} they commit`),
        },
      },
    });
    expect(await depositStatus(id)).toBe('held');
    expect(await power(member)).toBe(600_000);
    expect(await refundRows(member)).toEqual([]);
    expect(await postRefund(member, id, key)).toEqual(refused);
    const listed = await getList(member, 'deposits');
    expect(listed.body.data.items).toMatchObject([{ id, refusal: 'deposit_backs_open_bids' }]);
  });

  test('with two deposits, the one the bids do not need is refunded and the other refused', async () => {
    const { member, depositIds } = await bidderWithDeposits(600, 700);
    const [six, seven] = depositIds as [number, number];
    expect((await postBid(member, { lotId: TWO_DEPOSITS_LOT, maxBid: 4_000 })).status).toBe(200);
    // The $4,000 maximum commits under $5,000 with its fees: either deposit alone still covers it.
    expect((await buyingPower(db, member.memberId)).committedCents).toBeLessThan(500_000);
    expect((await getList(member, 'deposits')).body.data.items).toMatchObject([
      { id: seven, refusal: null },
      { id: six, refusal: null },
    ]);
    expect((await postRefund(member, six)).status).toBe(200);
    expect(await power(member)).toBe(700_000);
    expect(await postRefund(member, seven)).toMatchObject({
      status: 409,
      body: { error: { code: 'deposit_backs_open_bids' } },
    });
    expect(await depositStatus(seven)).toBe('held');
  });

  test('refused while a purchase is unpaid; refunded once the checkout paid it', async () => {
    const { member, cardId, depositIds } = await bidderWithDeposits(600);
    const [id] = depositIds as [number];
    expect((await postBuyNow(member, BUY_LOT)).status).toBe(200);
    const refused = await postRefund(member, id);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'deposit_backs_unpaid_purchases', message: expect.stringContaining('Pay') } },
    });
    expect(await depositStatus(id)).toBe('held');
    const { total } = await checkoutOverview(member.memberId);
    const paid = await payCheckout(
      member.memberId,
      { lotIds: [BUY_LOT], amount: total, method: 'card', cardId, locale: 'en' },
      randomUUID(),
      'http://localhost',
    );
    expect(paid.status).toBe(200);
    expect((await postRefund(member, id)).status).toBe(200);
    expect(await power(member)).toBe(0);
  });

  test("someone else's deposit or an unknown one is 404; bad ids and a missing key are 422", async () => {
    const { member: owner, depositIds } = await bidderWithDeposits(600);
    const [id] = depositIds as [number];
    const other = await registerBidder(db, { depositCents: 0 });
    expect(await postRefund(other, id)).toMatchObject({
      status: 404,
      body: { error: { code: 'deposit_not_found' } },
    });
    expect(await postRefund(other, 999_999_999)).toMatchObject({ status: 404 });
    for (const bad of ['abc', '0', '-1', '1.5', '1234567890']) {
      expect(await postRefund(other, bad)).toMatchObject({
        status: 422,
        body: { error: { code: 'invalid_input', fields: { id: 'depositIdInvalid' } } },
      });
    }
    expect(await postRefund(owner, id, null)).toMatchObject({
      status: 422,
      body: { error: { fields: { 'Idempotency-Key': 'idempotencyKeyMissing' } } },
    });
    expect(await depositStatus(id)).toBe('held');
    expect(await power(owner)).toBe(600_000);
  });

  test('a demo deposit is refunded in the ledger alone; a wire deposit is released at once and its refund stays pending', async () => {
    const member = await registerBidder(db, { depositCents: 100_000 });
    const [demo] = await db.select().from(deposits).where(eq(deposits.memberId, member.memberId));
    const [wire] = await db
      .insert(deposits)
      .values({ memberId: member.memberId, amountCents: cents(200_000), status: 'held', method: 'wire' })
      .returning();
    expect(await power(member)).toBe(3_000_000);
    expect(await postRefund(member, demo!.id)).toMatchObject({
      status: 200,
      body: { data: { status: 'completed', amountCents: 100_000, buyingPowerCents: 2_000_000 } },
    });
    expect(await postRefund(member, wire!.id)).toMatchObject({
      status: 200,
      body: { data: { status: 'pending', amountCents: 200_000, buyingPowerCents: 0 } },
    });
    expect(await depositStatus(wire!.id)).toBe('released');
    expect(await postRefund(member, wire!.id)).toMatchObject({
      status: 409,
      body: { error: { code: 'refund_pending' } },
    });
    const listed = await getList(member, 'refunds');
    expect(listed.body.data.sums).toEqual({ count: 2, refundedCents: 100_000, pendingCents: 200_000 });
  });

  test('requestDepositRefund takes a database or an open transaction and a time', async () => {
    const { member, depositIds } = await bidderWithDeposits(600);
    const [id] = depositIds as [number];
    const now = new Date('2031-02-03T04:05:06Z');
    const key = randomUUID();
    const answer = await db.transaction((tx) =>
      requestDepositRefund(tx as unknown as Db, {
        memberId: member.memberId,
        depositId: id,
        idempotencyKey: key,
        now,
      }),
    );
    expect(answer).toMatchObject({ status: 200, body: { data: { depositId: id, status: 'completed' } } });
    expect(
      await requestDepositRefund(db, { memberId: member.memberId, depositId: id, idempotencyKey: key }),
    ).toEqual(answer);
    const [request] = await db.select().from(refunds).where(eq(refunds.memberId, member.memberId));
    expect(request!.createdAt.toISOString()).toBe(now.toISOString());
  });
});
