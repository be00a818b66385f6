import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, payments, transactions } from '@/lib/db/schema';
import { LATE_PAYMENT_FEE_CENTS } from '@/lib/domain/business-rules';
import { checkoutOverview, payCheckout } from '@/lib/server/payments/checkout';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import type { TestMember } from '@/test/members';
import { postDeposit, savedCardId } from '@/test/payments';
import { getList, postRefund, type TransactionList } from '@/test/transactions';

afterAll(() => closeRateLimiters());

const PAID = 390000001;
const UNPAID = 390000002;
const BENS = 390000003;
const LISTS: TransactionList[] = ['purchases', 'deposits', 'refunds', 'closed-transactions'];

describe.each(testDatabaseKinds())('the transaction lists on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let ann: TestMember;
  let ben: TestMember;
  let annDeposits: number[];

  /** Sums of a member's ledger rows, read straight from the table. */
  async function ledgerSum(member: TestMember, where: ReturnType<typeof sql>) {
    const [row] = await db
      .select({ cents: sql<string>`coalesce(sum(${transactions.amountCents}), 0)` })
      .from(transactions)
      .where(and(eq(transactions.memberId, member.memberId), where));
    return Number(row!.cents);
  }
  const lotSum = (member: TestMember, lotId: number) =>
    ledgerSum(member, sql`${transactions.lotId} = ${lotId} and ${transactions.kind} <> 'payment'`);

  async function depositWithCard(member: TestMember, cardId: number, amount: number): Promise<number> {
    const paid = await postDeposit(member, { amount, cardId });
    const [row] = await db
      .select({ id: deposits.id })
      .from(deposits)
      .innerJoin(payments, eq(payments.id, deposits.paymentId))
      .where(eq(payments.id, paid.body.data.paymentId));
    return row!.id;
  }

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: PAID, buyItNowPriceCents: 200_000 },
      { id: UNPAID, buyItNowPriceCents: 150_000 },
      { id: BENS, buyItNowPriceCents: 100_000 },
    ]);
    ann = await registerBidder(db, { depositCents: 0 });
    ben = await registerBidder(db, { depositCents: 0 });
    const annCard = await savedCardId(ann);
    annDeposits = [await depositWithCard(ann, annCard, 600), await depositWithCard(ann, annCard, 900)];
    await depositWithCard(ben, await savedCardId(ben), 700);
    expect((await postBuyNow(ann, PAID)).status).toBe(200);
    expect((await postBuyNow(ann, UNPAID)).status).toBe(200);
    expect((await postBuyNow(ben, BENS)).status).toBe(200);
    const { lots } = await checkoutOverview(ann.memberId);
    const paid = await payCheckout(
      ann.memberId,
      {
        lotIds: [PAID],
        amount: lots.find((l) => l.lotId === PAID)!.total,
        method: 'card',
        cardId: annCard,
        locale: 'en',
      },
      randomUUID(),
      'http://localhost',
    );
    expect(paid.status).toBe(200);
    expect((await postRefund(ann, annDeposits[1]!)).status).toBe(200);
  }, 60_000);

  test("purchases: only the member's lots, paid once the checkout paid them, with their charges and the sums", async () => {
    const { status, body } = await getList(ann, 'purchases');
    expect(status).toBe(200);
    const paidTotal = await lotSum(ann, PAID);
    const unpaidTotal = await lotSum(ann, UNPAID);
    expect(body.data).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 20,
      sums: {
        count: 2,
        totalCents: paidTotal + unpaidTotal,
        paidCents: paidTotal,
        dueCents: unpaidTotal,
      },
    });
    const items = body.data.items as { lotId: number }[];
    expect(items.map((i) => i.lotId).sort()).toEqual([PAID, UNPAID]);
    const paid = items.find((i) => i.lotId === PAID);
    expect(paid).toMatchObject({
      status: 'paid',
      title: '2018 Honda Accord',
      path: `/${PAID}-2018-honda-accord`,
      totalCents: paidTotal,
      paidCents: paidTotal,
      dueCents: 0,
      lateFeeDueCents: 0,
    });
    const unpaid = items.find((i) => i.lotId === UNPAID) as unknown as {
      status: string;
      charges: { kind: string; amountCents: number; status: string }[];
      dueCents: number;
    };
    expect(unpaid.status).toBe('unpaid');
    expect(unpaid.charges[0]).toMatchObject({ kind: 'purchase', amountCents: 150_000, status: 'pending' });
    expect(unpaid.charges.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['purchase', 'buyer-fee', 'documentation-fee']),
    );
    expect(unpaid.charges.reduce((sum, c) => sum + c.amountCents, 0)).toBe(unpaidTotal);
    expect(unpaid.dueCents).toBe(unpaidTotal);

    const bens = await getList(ben, 'purchases');
    expect(bens.body.data.items.map((i: { lotId: number }) => i.lotId)).toEqual([BENS]);
    expect(bens.body.data.sums.totalCents).toBe(await lotSum(ben, BENS));
  });

  test('an unpaid purchase past its due time is overdue and owes the late fee', async () => {
    await db
      .update(transactions)
      .set({ dueAt: new Date('2020-01-01T00:00:00Z') })
      .where(and(eq(transactions.memberId, ben.memberId), eq(transactions.lotId, BENS)));
    const { body } = await getList(ben, 'purchases');
    const total = await lotSum(ben, BENS);
    expect(body.data.items[0]).toMatchObject({
      status: 'overdue',
      lateFeeDueCents: LATE_PAYMENT_FEE_CENTS,
      dueCents: total + LATE_PAYMENT_FEE_CENTS,
    });
    expect(body.data.sums).toMatchObject({ totalCents: total, dueCents: total + LATE_PAYMENT_FEE_CENTS });
  });

  test("deposits: the member's deposits with their status, refusal and the sums", async () => {
    const { body } = await getList(ann, 'deposits');
    expect(body.data.items).toMatchObject([
      {
        id: annDeposits[1],
        amountCents: 90_000,
        status: 'refunded',
        method: 'card',
        refusal: 'deposit_already_refunded',
      },
      {
        id: annDeposits[0],
        amountCents: 60_000,
        status: 'held',
        method: 'card',
        refusal: 'deposit_backs_unpaid_purchases',
      },
    ]);
    expect(body.data.sums).toMatchObject({
      count: 2,
      heldCents: 60_000,
      refundedCents: 90_000,
      buyingPowerCents: 600_000,
    });
    expect(body.data.sums.committedCents).toBe(
      await lotSum(ann, UNPAID), // the unpaid purchase commits what is left to pay for it
    );
    const bens = await getList(ben, 'deposits');
    expect(bens.body.data.items).toMatchObject([{ amountCents: 70_000, status: 'held' }]);
    expect(bens.body.data.sums).toMatchObject({ count: 1, heldCents: 70_000, refundedCents: 0 });
  });

  test('refunds: the deposit-refund rows of the ledger, positive, with the sums', async () => {
    const { body } = await getList(ann, 'refunds');
    expect(body.data).toMatchObject({
      items: [{ depositId: annDeposits[1], amountCents: 90_000, status: 'completed', method: 'card' }],
      total: 1,
      sums: { count: 1, refundedCents: 90_000, pendingCents: 0 },
    });
    expect((await getList(ben, 'refunds')).body.data).toMatchObject({
      items: [],
      total: 0,
      sums: { refundedCents: 0 },
    });
  });

  test('closed transactions: the settled ledger rows, each kind summed', async () => {
    const { body } = await getList(ann, 'closed-transactions');
    const completed = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.memberId, ann.memberId), eq(transactions.status, 'completed')));
    expect(body.data.total).toBe(completed.length);
    expect(new Set(body.data.items.map((i: { id: number }) => i.id))).toEqual(
      new Set(completed.map((r) => r.id)),
    );
    expect(body.data.sums.byKind).toMatchObject({
      deposit: 150_000,
      'deposit-refund': -90_000,
      purchase: 200_000,
      payment: -(await lotSum(ann, PAID)),
    });
    expect(body.data.items.some((i: { lotId: number | null }) => i.lotId === UNPAID)).toBe(false);
    const bens = await getList(ben, 'closed-transactions');
    expect(bens.body.data.sums.byKind).toEqual({ deposit: 70_000 });
  });

  test('paging keeps the sums of the whole list', async () => {
    const first = await getList(ann, 'closed-transactions', 'page_size=2');
    const second = await getList(ann, 'closed-transactions', 'page_size=2&page=2');
    expect(first.body.data.items).toHaveLength(2);
    expect(second.body.data).toMatchObject({ page: 2, pageSize: 2 });
    expect(second.body.data.sums).toEqual(first.body.data.sums);
    const ids = [...first.body.data.items, ...second.body.data.items].map((i: { id: number }) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    const purchases = await getList(ann, 'purchases', 'page_size=1&page=2');
    expect(purchases.body.data.items).toHaveLength(1);
    expect(purchases.body.data.total).toBe(2);
    const past = await getList(ann, 'deposits', 'page=9');
    expect(past.body.data).toMatchObject({ items: [], total: 2 });
  });

  test.each(LISTS)('%s: bad paging is 422 naming the field; no session is 401', async (list) => {
    expect(await getList(ann, list, 'page=0')).toMatchObject({
      status: 422,
      body: { error: { code: 'invalid_input', fields: { page: 'pageInvalid' } } },
    });
    expect(await getList(ann, list, 'page_size=101')).toMatchObject({
      status: 422,
      body: { error: { fields: { page_size: 'pageSizeInvalid' } } },
    });
    expect(await getList(ann, list, 'page=abc&page_size=1.5')).toMatchObject({
      status: 422,
      body: { error: { fields: { page: 'pageInvalid', page_size: 'pageSizeInvalid' } } },
    });
    expect(await getList(null, list)).toMatchObject({ status: 401 });
  });
});
