import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { bids, lots, mailOutbox, transactions } from '@/lib/db/schema';
import { buyingPower } from '@/lib/server/bids/buying-power';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, postBuyNow, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';

afterAll(() => closeRateLimiters());

const LISTED = 320000001;
const NO_PRICE = 320000002;
const ON_BLOCK = 320000003;
const PRICEY = 320000004;

describe.each(testDatabaseKinds())('POST /rest-api/v2/buy-now on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await insertTestLots(db, [
      { id: LISTED, buyItNowPriceCents: 450_000 },
      { id: NO_PRICE },
      { id: ON_BLOCK, status: 'on-the-block', buyItNowPriceCents: 300_000 },
      { id: PRICEY, buyItNowPriceCents: 2_000_000 },
    ]);
  });

  test('ends the lot for everyone at once, records the purchase with its fees and frees the bidders', async () => {
    const [bidder, buyer, late] = [
      await registerBidder(db),
      await registerBidder(db, { membership: 'premium' }),
      await registerBidder(db),
    ];
    expect((await postBid(bidder, { lotId: LISTED, maxBid: 3_000 })).status).toBe(200);
    // A maximum holds what winning at it would cost: $3,000 + Starter's $299 minimum fee + $189 of fixed fees.
    expect((await buyingPower(db, bidder.memberId)).committedCents).toBe(348_800);

    const bought = await postBuyNow(buyer, LISTED);
    expect(bought).toMatchObject({
      status: 200,
      body: {
        data: {
          lotId: LISTED,
          price: 4_500,
          buyerFee: 270, // Premium 6% of $4,500 = $270 (minimum $250)
          documentationFee: 95,
          otherFees: 94,
          total: 4_500 + 270 + 95 + 94,
          status: 'bought-now',
        },
      },
    });
    const [lot] = await db.select().from(lots).where(eq(lots.id, LISTED));
    expect(lot).toMatchObject({
      status: 'bought-now',
      buyerId: buyer.memberId,
      highBidderId: buyer.memberId,
      soldPriceCents: 450_000,
    });
    const owed = await db
      .select({ kind: transactions.kind, cents: transactions.amountCents, status: transactions.status })
      .from(transactions)
      .where(and(eq(transactions.memberId, buyer.memberId), eq(transactions.lotId, LISTED)));
    expect(owed.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'buyer-fee', cents: 27_000, status: 'pending' },
      { kind: 'documentation-fee', cents: 9_500, status: 'pending' },
      { kind: 'environmental-fee', cents: 1_500, status: 'pending' },
      { kind: 'gate-fee', cents: 7_900, status: 'pending' },
      { kind: 'purchase', cents: 450_000, status: 'pending' },
    ]);
    const [ledger] = await db
      .select()
      .from(bids)
      .where(and(eq(bids.lotId, LISTED), eq(bids.kind, 'buy-now')));
    expect(ledger).toMatchObject({ memberId: buyer.memberId, priceCents: 450_000 });

    // The bidder's maximum no longer holds buying power; the unpaid purchase holds the buyer's.
    expect((await buyingPower(db, bidder.memberId)).committedCents).toBe(0);
    // The purchase's total: $4,500 + Premium's 6% ($270) + $95 documentation + $79 gate + $15 environmental fee.
    expect((await buyingPower(db, buyer.memberId)).commitments).toEqual([
      { lotId: LISTED, kind: 'unpaid-purchase', cents: 495_900 },
    ]);
    // The bidder is told the lot went to someone else.
    const told = await db.select().from(mailOutbox).where(eq(mailOutbox.to, bidder.email));
    expect(told.map((m) => m.template)).toContain('bid-lost');

    // Nobody can buy or bid on it any more.
    expect(await postBuyNow(late, LISTED)).toMatchObject({
      status: 409,
      body: { error: { code: 'buy_now_unavailable' } },
    });
    expect(await postBid(late, { lotId: LISTED, maxBid: 5_000 })).toMatchObject({
      status: 409,
      body: { error: { code: 'lot_not_open' } },
    });
  });

  test('refused without a listed price, on the block, over buying power, or for an unknown lot', async () => {
    const member = await registerBidder(db, { depositCents: 60_000 });
    for (const lotId of [NO_PRICE, ON_BLOCK]) {
      expect(await postBuyNow(member, lotId)).toMatchObject({
        status: 409,
        body: { error: { code: 'buy_now_unavailable' } },
      });
    }
    expect(await postBuyNow(member, PRICEY)).toMatchObject({
      status: 403,
      body: { error: { code: 'over_buying_power' } },
    });
    expect(await postBuyNow(member, 399999999)).toMatchObject({ status: 404 });
    const [lot] = await db.select({ status: lots.status }).from(lots).where(eq(lots.id, PRICEY));
    expect(lot?.status).toBe('pre-bidding');
  });

  test('closes once the bidding reaches the buy-it-now price', async () => {
    const lotId = 320000012;
    await insertTestLots(db, [{ id: lotId, buyItNowPriceCents: 100_000 }]);
    const [ann, ben, carl] = await Promise.all([registerBidder(db), registerBidder(db), registerBidder(db)]);
    expect(await postBid(ann, { lotId, maxBid: 975, locale: 'en' })).toMatchObject({ status: 200 });
    // Bidding at $25, below the $1,000 price: still open.
    expect(await lotBidding(lotId, null)).toMatchObject({ buyNowOpen: true });
    expect(await postBid(ben, { lotId, maxBid: 1_100, locale: 'en' })).toMatchObject({ status: 200 });
    const [lot] = await db.select({ current: lots.currentBidCents }).from(lots).where(eq(lots.id, lotId));
    expect(lot?.current).toBe(100_000);
    expect(await postBuyNow(carl, lotId)).toMatchObject({
      status: 409,
      body: { error: { code: 'buy_now_unavailable' } },
    });
    expect(await lotBidding(lotId, null)).toMatchObject({ buyNowOpen: false });
  });

  test('two members buying at once: exactly one gets the lot', async () => {
    await insertTestLots(db, [{ id: 320000010, buyItNowPriceCents: 100_000 }]);
    const buyers = await Promise.all([registerBidder(db), registerBidder(db), registerBidder(db)]);
    const answers = await Promise.all(buyers.map((b) => postBuyNow(b, 320000010)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const purchases = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lotId, 320000010), eq(transactions.kind, 'purchase')));
    expect(purchases).toHaveLength(1);
  });

  test('a replayed key returns the first purchase and buys nothing more', async () => {
    await insertTestLots(db, [{ id: 320000011, buyItNowPriceCents: 100_000 }]);
    const member = await registerBidder(db);
    const first = await postBuyNow(member, 320000011, 'buy-now-key-1');
    expect(first.status).toBe(200);
    expect(await postBuyNow(member, 320000011, 'buy-now-key-1')).toEqual(first);
    const purchases = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.lotId, 320000011), eq(transactions.kind, 'purchase')));
    expect(purchases).toHaveLength(1);
  });
});
