import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import type { SiteConfig } from '@/lib/server/content/site-config';

// The site config's switches this suite turns: features.secure_3d and PayPal's client id.
const switches = { secure3d: false, paypal: null as string | null };
const actual = await import('@/lib/server/content/site-config');
jest.unstable_mockModule('@/lib/server/content/site-config', () => ({
  ...actual,
  siteConfig: (): SiteConfig => ({
    ...actual.siteConfig(),
    features: { secure_3d: switches.secure3d },
    paypal: { client_id: switches.paypal },
  }),
}));
process.env.PAYPAL_CLIENT_SECRET ??= 'test-secret';

const { billsOfSale, creditCards, mailOutbox, payments, transactions } = await import('@/lib/db/schema');
const { buyingPower } = await import('@/lib/server/bids/buying-power');
const { endSale } = await import('@/lib/server/auctions/end-sale');
const { closeRateLimiters } = await import('@/lib/server/rate-limit/limiters');
const { testDatabaseKinds, useTestDatabase } = await import('@/test/databases');
const { jsonRequest } = await import('@/test/members');
const { fakePayPal, followedLink } = await import('@/test/paypal');
const { postBid, postBuyNow, registerBidder } = await import('@/test/bidders');
const { insertTestBranch, insertTestLots } = await import('@/test/lots');
const { answerOf, cardInput, getCheckout, postCard, postCheckout, savedCardId } =
  await import('@/test/payments');
const { POST: challengeRoute } = await import('../payments/[id]/challenge/route');
const { GET: paypalReturnRoute } = await import('../payments/[id]/paypal-return/route');

jest.setTimeout(60_000);
afterAll(() => closeRateLimiters());
afterEach(() => {
  switches.secure3d = false;
  switches.paypal = null;
});

type Member = Awaited<ReturnType<typeof registerBidder>>;
const DAY = 86_400_000;
let nextLot = 340_000_000;

describe.each(testDatabaseKinds())('/rest-api/v2/account/checkout on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
  });

  /** A lot the member won at `maxBid` (alone, so at the opening bid of $25 unless `rival` bids) `soldAt` ago. */
  async function wonLot(member: Member, { soldAt = new Date(), rivalBid = 0 } = {}): Promise<number> {
    const id = (nextLot += 1);
    await insertTestLots(db, [{ id }]);
    expect((await postBid(member, { lotId: id, maxBid: 3_000 })).status).toBe(200);
    if (rivalBid > 0) {
      const rival = await registerBidder(db, { depositCents: 1_000_000 });
      expect((await postBid(rival, { lotId: id, maxBid: rivalBid })).status).toBe(200);
    }
    expect(await endSale(id, soldAt)).toMatchObject({ outcome: 'sold', winnerId: member.memberId });
    return id;
  }

  async function boughtLot(member: Member, priceCents = 150_000): Promise<number> {
    const id = (nextLot += 1);
    await insertTestLots(db, [{ id, buyItNowPriceCents: priceCents }]);
    expect((await postBuyNow(member, id)).status).toBe(200);
    return id;
  }

  const ledgerOf = (member: Member, lotId: number) =>
    db
      .select({ kind: transactions.kind, cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.memberId, member.memberId), eq(transactions.lotId, lotId)))
      .orderBy(transactions.id);
  const paymentsOf = (member: Member) =>
    db.select().from(payments).where(eq(payments.memberId, member.memberId));

  test('lists won and bought lots with bid, buyer fee, documentation fee, other fees and total', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'premium' });
    const won = await wonLot(member, { rivalBid: 2_000 });
    const bought = await boughtLot(member);
    const { status, body } = await getCheckout(member);
    expect(status).toBe(200);
    // Premium: 6%, at least $250; documentation $95; gate $79 + environmental $15.
    expect(body.data.lots).toEqual([
      expect.objectContaining({
        lotId: won,
        how: 'won',
        bid: 2_050,
        buyerFee: 250,
        documentationFee: 95,
        otherFees: 94,
        lateFee: 0,
        total: 2_489,
        late: false,
      }),
      expect.objectContaining({ lotId: bought, how: 'bought-now', bid: 1_500, buyerFee: 250, total: 1_939 }),
    ]);
    expect(body.data.total).toBe(2_489 + 1_939);
    // Unpaid purchases hold their full totals against buying power.
    const power = await buyingPower(db, member.memberId);
    expect(power.commitments.map((c) => [c.lotId, c.kind, c.cents])).toEqual([
      [won, 'unpaid-purchase', 248_900],
      [bought, 'unpaid-purchase', 193_900],
    ]);
  });

  test('pays one lot by card: the ledger settles it, its bill of sale is issued and mailed, buying power is freed', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const cardId = await savedCardId(member);
    const first = await wonLot(member);
    const second = await boughtLot(member);
    // Vip: 4%, at least $200: $25 + $200 + $95 + $94.
    const paid = await postCheckout(member, { lotIds: [first], amount: 414, cardId });
    expect(paid).toEqual({
      status: 200,
      body: {
        data: {
          paymentId: expect.any(Number),
          status: 'approved',
          amount: 414,
          method: 'card',
          actionUrl: null,
          declineCode: null,
          paidLotIds: [first],
        },
      },
    });
    expect(await ledgerOf(member, first)).toEqual([
      { kind: 'purchase', cents: 2_500, status: 'completed' },
      { kind: 'buyer-fee', cents: 20_000, status: 'completed' },
      { kind: 'documentation-fee', cents: 9_500, status: 'completed' },
      { kind: 'gate-fee', cents: 7_900, status: 'completed' },
      { kind: 'environmental-fee', cents: 1_500, status: 'completed' },
      { kind: 'payment', cents: -41_400, status: 'completed' },
    ]);
    const [bill] = await db
      .select()
      .from(billsOfSale)
      .where(and(eq(billsOfSale.memberId, member.memberId), eq(billsOfSale.lotId, first)));
    expect(bill).toBeDefined();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.filter((m) => m.template === 'bill-of-sale-signing')).toHaveLength(1);
    const power = await buyingPower(db, member.memberId);
    expect(power.commitments.map((c) => c.lotId)).toEqual([second]);
    expect((await getCheckout(member)).body.data.lots.map((l: { lotId: number }) => l.lotId)).toEqual([
      second,
    ]);
  });

  test('a double click (one key, twice at once) and a replay charge once; a second key for a paid lot is 409', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const cardId = await savedCardId(member);
    const lotId = await wonLot(member);
    const key = randomUUID();
    const body = { lotIds: [lotId], amount: 414, cardId };
    const [a, b] = await Promise.all([postCheckout(member, body, key), postCheckout(member, body, key)]);
    expect(a).toEqual(b);
    expect(a.body.data.status).toBe('approved');
    expect(await postCheckout(member, body, key)).toEqual(a);
    const again = await postCheckout(member, body);
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'already_paid', fields: { lotIds: 'alreadyPaid' } } },
    });
    expect(await paymentsOf(member)).toHaveLength(1);
    const rows = await ledgerOf(member, lotId);
    expect(rows.filter((r) => r.kind === 'payment')).toEqual([
      { kind: 'payment', cents: -41_400, status: 'completed' },
    ]);
    expect(
      await db
        .select()
        .from(billsOfSale)
        .where(and(eq(billsOfSale.memberId, member.memberId), eq(billsOfSale.lotId, lotId))),
    ).toHaveLength(1);
    // The same key with other content is refused and charges nothing.
    const other = await wonLot(member);
    expect(await postCheckout(member, { lotIds: [other], amount: 414, cardId }, key)).toMatchObject({
      status: 422,
      body: { error: { code: 'idempotency_key_reused' } },
    });
  });

  test('bad input is 422 naming the field and charges nothing; another member’s lot is 404', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const cardId = await savedCardId(member);
    const lotId = await wonLot(member);
    const fieldsOf = async (body: unknown, key?: string | null) =>
      (await postCheckout(member, body, key)).body.error?.fields;
    expect(await fieldsOf({ amount: 414, cardId })).toEqual({ lotIds: 'lotIdsInvalid' });
    expect(await fieldsOf({ lotIds: [], amount: 414, cardId })).toEqual({ lotIds: 'lotIdsRequired' });
    expect(await fieldsOf({ lotIds: ['abc'], amount: 414, cardId })).toMatchObject({
      'lotIds.0': 'lotIdsInvalid',
    });
    expect(await fieldsOf({ lotIds: [lotId, lotId], amount: 828, cardId })).toEqual({
      lotIds: 'lotIdsRepeated',
    });
    expect(await fieldsOf({ lotIds: [lotId], amount: '414.00', cardId })).toEqual({
      amount: 'amountInvalid',
    });
    expect(await fieldsOf({ lotIds: [lotId], amount: 413.5, cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ lotIds: [lotId], amount: -414, cardId })).toEqual({ amount: 'amountInvalid' });
    expect(await fieldsOf({ lotIds: [lotId], amount: 414 })).toEqual({ cardId: 'cardIdRequired' });
    expect(await fieldsOf({ lotIds: [lotId], amount: 414, method: 'bitcoin' })).toMatchObject({
      method: 'methodInvalid',
    });
    expect(await fieldsOf({ lotIds: [lotId], amount: 414, cardId }, null)).toEqual({
      'Idempotency-Key': 'idempotencyKeyMissing',
    });
    expect(await fieldsOf({ lotIds: [lotId], amount: 414, method: 'paypal' })).toEqual({
      method: 'paypalUnavailable',
    });
    const notJson = jsonRequest('/rest-api/v2/account/checkout', {
      body: '{"lotIds":',
      cookie: member.cookie,
    });
    notJson.headers.set('idempotency-key', randomUUID());
    const { POST } = await import('./route');
    expect((await answerOf(await POST(notJson, {}))).status).toBe(400);
    // A total other than today's is refused with the right one, not charged.
    expect(await postCheckout(member, { lotIds: [lotId], amount: 400, cardId })).toMatchObject({
      status: 409,
      body: { error: { code: 'amount_changed', fields: { amount: 'amountChanged' } } },
    });
    // A wrong card number never becomes a card; an expired card is refused before any charge.
    expect((await postCard(member, cardInput('4242424242424241'))).body.error.fields).toMatchObject({
      number: expect.any(String),
    });
    await db.update(creditCards).set({ expYear: 2020 }).where(eq(creditCards.id, cardId));
    expect(await fieldsOf({ lotIds: [lotId], amount: 414, cardId })).toEqual({ cardId: 'cardExpired' });

    const other = await registerBidder(db, { depositCents: 200_000 });
    const otherCard = await savedCardId(other);
    expect(await postCheckout(other, { lotIds: [lotId], amount: 414, cardId: otherCard })).toMatchObject({
      status: 404,
      body: { error: { code: 'purchase_not_found', fields: { lotIds: 'purchaseNotFound' } } },
    });
    expect(await paymentsOf(member)).toEqual([]);
    expect((await ledgerOf(member, lotId)).filter((r) => r.kind === 'payment')).toEqual([]);
  });

  test('declined cards: 402 payment_declined with the reason; the lot stays unpaid and has no bill of sale', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const lotId = await wonLot(member);
    const poor = await savedCardId(member, '4000000000009995');
    const key = randomUUID();
    const declined = await postCheckout(member, { lotIds: [lotId], amount: 414, cardId: poor }, key);
    expect(declined).toMatchObject({
      status: 402,
      body: { error: { code: 'payment_declined', fields: { cardId: 'insufficientFunds' } } },
    });
    expect(await postCheckout(member, { lotIds: [lotId], amount: 414, cardId: poor }, key)).toEqual(declined);
    const generic = await savedCardId(member, '4000000000000341');
    expect((await postCheckout(member, { lotIds: [lotId], amount: 414, cardId: generic })).status).toBe(402);
    expect((await ledgerOf(member, lotId)).filter((r) => r.kind === 'payment')).toEqual([]);
    expect(await db.select().from(billsOfSale).where(eq(billsOfSale.lotId, lotId))).toEqual([]);
    expect((await getCheckout(member)).body.data.lots).toHaveLength(1);
  });

  test('paying everything at once pays each lot once and issues a bill of sale for each', async () => {
    const member = await registerBidder(db, { depositCents: 500_000, membership: 'starter' });
    const cardId = await savedCardId(member);
    const lots = [await wonLot(member), await boughtLot(member, 100_000)];
    const { data } = (await getCheckout(member)).body;
    // Starter: 9%, at least $299.
    expect(data.total).toBe(25 + 299 + 189 + (1_000 + 299 + 189));
    const paid = await postCheckout(member, { lotIds: lots, amount: data.total, cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved', paidLotIds: lots });
    for (const lotId of lots) {
      expect([lotId, (await ledgerOf(member, lotId)).reduce((sum, r) => sum + r.cents, 0)]).toEqual([
        lotId,
        0,
      ]);
    }
    expect(await db.select().from(billsOfSale).where(eq(billsOfSale.memberId, member.memberId))).toHaveLength(
      2,
    );
    expect((await getCheckout(member)).body.data).toEqual({ lots: [], total: 0 });
    expect((await buyingPower(db, member.memberId)).committedCents).toBe(0);
  });

  test('after the deadline a $50 late fee joins the total once, and is in the ledger when paid', async () => {
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const cardId = await savedCardId(member);
    // Sold 6 days ago: past its deadline (at most 5 days after the sale), not yet past the storage free days.
    const lotId = await wonLot(member, { soldAt: new Date(Date.now() - 6 * DAY) });
    const [line] = (await getCheckout(member)).body.data.lots;
    expect(line).toMatchObject({ lotId, late: true, lateFee: 50, storageFee: 0, total: 464 });
    expect(await postCheckout(member, { lotIds: [lotId], amount: 414, cardId })).toMatchObject({
      status: 409,
      body: { error: { code: 'amount_changed' } },
    });
    const paid = await postCheckout(member, { lotIds: [lotId], amount: 464, cardId });
    expect(paid.body.data).toMatchObject({ status: 'approved', amount: 464 });
    const rows = await ledgerOf(member, lotId);
    expect(rows.filter((r) => r.kind === 'late-fee')).toEqual([
      { kind: 'late-fee', cents: 5_000, status: 'completed' },
    ]);
    expect(rows.reduce((sum, r) => sum + r.cents, 0)).toBe(0);
  });

  test('with 3-D Secure on, the lot is paid only once the challenge is approved; a new attempt cancels a waiting one', async () => {
    switches.secure3d = true;
    const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
    const cardId = await savedCardId(member, '4000000000003220');
    const lotId = await wonLot(member);
    const waiting = await postCheckout(member, { lotIds: [lotId], amount: 414, cardId, locale: 'pl' });
    expect(waiting.body.data).toMatchObject({ status: 'requires_action' });
    expect(waiting.body.data.actionUrl).toBe(
      `/pl/myaccount/checkout?challenge=${waiting.body.data.paymentId}`,
    );
    const started = await postCheckout(member, { lotIds: [lotId], amount: 414, cardId });
    const paymentId = started.body.data.paymentId as number;
    const [earlier] = await db.select().from(payments).where(eq(payments.id, waiting.body.data.paymentId));
    expect(earlier!.status).toBe('canceled');
    expect((await ledgerOf(member, lotId)).filter((r) => r.kind === 'payment')).toEqual([]);

    const url = `/rest-api/v2/account/payments/${paymentId}/challenge`;
    const approved = await answerOf(
      await challengeRoute(jsonRequest(url, { body: { outcome: 'approve' }, cookie: member.cookie }), {
        params: Promise.resolve({ id: String(paymentId) }),
      }),
    );
    expect(approved.body.data).toMatchObject({ status: 'approved', paidLotIds: [lotId] });
    expect((await ledgerOf(member, lotId)).reduce((sum, r) => sum + r.cents, 0)).toBe(0);
    expect(await db.select().from(billsOfSale).where(eq(billsOfSale.lotId, lotId))).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, member.email));
    expect(mails.filter((m) => m.template === 'bill-of-sale-signing')).toHaveLength(1);
  });

  test('PayPal: the approval link, then the return captures and the lot is paid', async () => {
    switches.paypal = 'paypal-client-id';
    const paypal = fakePayPal();
    try {
      const member = await registerBidder(db, { depositCents: 200_000, membership: 'vip' });
      const lotId = await wonLot(member);
      const started = await postCheckout(member, { lotIds: [lotId], amount: 414, method: 'paypal' });
      expect(started.body.data).toMatchObject({ status: 'requires_action', method: 'paypal' });
      const { paymentId } = started.body.data;
      const back = await paypalReturnRoute(
        jsonRequest(followedLink(paypal.links().returnUrl), { method: 'GET', cookie: member.cookie }),
        { params: Promise.resolve({ id: String(paymentId) }) },
      );
      expect(back.headers.get('location')).toBe(`http://localhost/myaccount/checkout?payment=${paymentId}`);
      expect((await ledgerOf(member, lotId)).reduce((sum, r) => sum + r.cents, 0)).toBe(0);
      expect(await db.select().from(billsOfSale).where(eq(billsOfSale.lotId, lotId))).toHaveLength(1);
    } finally {
      paypal.restore();
    }
  });
});
