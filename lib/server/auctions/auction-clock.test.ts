import { and, count, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { auctions, bids, lots, transactions } from '@/lib/db/schema';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import type { LiveEvent, RunlistMessage } from '@/lib/domain/live-events';
import { centsFromDollars } from '@/lib/domain/money';
import { wireDollars } from '@/lib/schemas/money';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder, type Answer } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows, startAuctionAt, waitFor } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { startAuctionClock, type AuctionClock } from './auction-clock';
import { setClockSettings } from './clock-settings';
import { closeDueSales } from './end-sale';

const settings = { firstCountdownMs: 1_000, bidCountdownMs: 800 };
const clockOptions = { settings, discoverEveryMs: 40 };

beforeAll(() => setClockSettings(settings));
afterAll(async () => {
  setClockSettings(undefined);
  await noticesSent();
  await closeRateLimiters();
});

describe.each(testDatabaseKinds())('the auction clock on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let clock: AuctionClock | undefined;
  const heard: { name: string; message: LiveEvent | RunlistMessage }[] = [];
  let stopListening: () => void;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    stopListening = onAuctionFeed((_room, name, message) => heard.push({ name, message }));
  });
  afterEach(async () => {
    await clock?.stop();
    clock = undefined;
    heard.length = 0;
  });
  afterAll(() => stopListening());

  test('runs a lane: lots on the block in runlist order, sold / on approval / not sold, then the auction ends', async () => {
    const [SOLD, WAITS, NO_BIDS] = [350000001, 350000002, 350000003];
    const auctionId = await insertTestAuction(db, [
      { id: SOLD, reserveCents: 10_000 },
      { id: WAITS, reserveCents: 900_000 },
      { id: NO_BIDS },
    ]);
    const [a, b] = [await registerBidder(db), await registerBidder(db)];
    // Pre-bids before the sale: the highest opens the lot at one increment above the next-best maximum.
    expect(await postBid(a, { lotId: SOLD, maxBid: 500 })).toMatchObject({ status: 200 });
    expect(await postBid(b, { lotId: SOLD, maxBid: 300 })).toMatchObject({ status: 200 });
    expect(await postBid(b, { lotId: WAITS, maxBid: 400 })).toMatchObject({ status: 200 });

    await startAuctionAt(db, auctionId);
    clock = startAuctionClock(clockOptions);
    await waitFor(
      async () => (await auctionRow(db, auctionId)).status === 'ended',
      15_000,
      'the auction to end',
    );
    // The feed hears of each change after its commit: wait for the last one too.
    await waitFor(
      async () => heard.some((h) => h.name === 'event' && (h.message as LiveEvent).kind === 'auction-ended'),
      15_000,
      'the auction-ended event',
    );

    const rows = await lotRows(db, [SOLD, WAITS, NO_BIDS]);
    expect(rows.get(SOLD)).toMatchObject({ status: 'sold', buyerId: a.memberId, soldPriceCents: 32_500 });
    expect(rows.get(WAITS)).toMatchObject({ status: 'on-approval', highBidderId: b.memberId });
    expect(rows.get(NO_BIDS)).toMatchObject({ status: 'not-sold' });
    const [purchases] = await db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.lotId, SOLD), eq(transactions.kind, 'purchase')));
    expect(purchases?.n).toBe(1);
    expect(await auctionRow(db, auctionId)).toMatchObject({ currentLotId: null, countdownEndsAt: null });

    const kinds = heard
      .filter((h) => h.name === 'event')
      .map((h) => {
        const e = h.message as LiveEvent;
        return `${e.kind}:${e.lot?.lot_id ?? '-'}`;
      });
    expect(kinds).toEqual([
      'auction-started:-',
      `on-the-block:${SOLD}`,
      `sold:${SOLD}`,
      `on-the-block:${WAITS}`,
      `on-approval:${WAITS}`,
      `on-the-block:${NO_BIDS}`,
      `not-sold:${NO_BIDS}`,
      'auction-ended:-',
    ]);
    const sold = heard.find((h) => (h.message as LiveEvent).kind === 'sold')!.message as LiveEvent;
    expect(sold).toMatchObject({ sold: true, sold_for: 325, countdown: null });
    expect(sold.lot).toMatchObject({ selling_branch_id: 1, lane: 'A', current_bid_value: 325 });
    const runlists = heard.filter((h) => h.name === 'runlist').map((h) => h.message as RunlistMessage);
    expect(runlists).toHaveLength(2);
    expect(runlists[0]!.runlist).toHaveLength(3);
    expect(runlists[0]!.auction).toMatchObject({ id: 'iaa-1-a', auction_in_progress: true });
    expect(clock.lanes()).toEqual([]);
  }, 30_000);

  test('every accepted live bid resets the countdown, and every acknowledged bid is in the sale', async () => {
    const LOT = 350000011;
    const auctionId = await insertTestAuction(db, [{ id: LOT }], { lane: 'B' });
    const bidders = [await registerBidder(db), await registerBidder(db), await registerBidder(db)];
    await startAuctionAt(db, auctionId);
    clock = startAuctionClock(clockOptions);
    await waitFor(
      async () => (await lotRows(db, [LOT])).get(LOT)?.status === 'on-the-block',
      5_000,
      'the block',
    );

    const first = await auctionRow(db, auctionId);
    const before = Date.now();
    expect(await postBid(bidders[0]!, { lotId: LOT, maxBid: 100 })).toMatchObject({ status: 200 });
    const afterBid = await auctionRow(db, auctionId);
    // Reset to at least the bid countdown after the bid, never shortened.
    expect(afterBid.countdownEndsAt!.getTime()).toBeGreaterThanOrEqual(before + settings.bidCountdownMs);
    expect(afterBid.countdownEndsAt!.getTime()).toBeGreaterThanOrEqual(first.countdownEndsAt!.getTime());

    // Bidders outbid one another while the clock runs, until the lot no longer takes bids.
    const acknowledged: Answer[] = [];
    await Promise.all(
      bidders.map(async (bidder, i) => {
        for (let n = 0; n < 12; n++) {
          await new Promise((r) => setTimeout(r, 60 + i * 37));
          const lot = (await lotRows(db, [LOT])).get(LOT)!;
          const answer = await postBid(bidder, {
            lotId: LOT,
            maxBid: z.encode(wireDollars, lot.currentBidCents) + 25 * (i + 1),
          });
          if (answer.status === 200) acknowledged.push(answer);
          else if (answer.body.error?.code === 'lot_not_open') return;
        }
      }),
    );
    await waitFor(async () => (await lotRows(db, [LOT])).get(LOT)?.status === 'sold', 10_000, 'the sale');
    const lot = (await lotRows(db, [LOT])).get(LOT)!;
    const [ledger] = await db.select({ n: count() }).from(bids).where(eq(bids.lotId, LOT));
    expect(ledger?.n).toBe(acknowledged.length + 1);
    const highest = Math.max(...acknowledged.map((a) => a.body.data!.currentBid as number));
    expect(lot.soldPriceCents).toBe(centsFromDollars(highest));
    expect(acknowledged.length).toBeGreaterThan(3);
    // The sale took longer than the first countdown: the bids kept it open.
    expect(lot.soldAt!.getTime()).toBeGreaterThan(first.countdownEndsAt!.getTime());
    const bidEvents = heard.filter((h) => (h.message as LiveEvent).kind === 'bid');
    expect(bidEvents.length).toBeGreaterThan(0);
  }, 30_000);

  test('the sale closer leaves the lots of a running or coming auction to the clock', async () => {
    const LOT = 350000021;
    const auctionId = await insertTestAuction(db, [{ id: LOT }], { lane: 'C' });
    await startAuctionAt(db, auctionId, new Date(Date.now() - 60_000));
    const ended = await closeDueSales(new Date());
    expect(ended.map((e) => e.lotId)).not.toContain(LOT);
    expect((await lotRows(db, [LOT])).get(LOT)?.status).toBe('pre-bidding');
    // Once its auction has ended, a lot left behind is the closer's.
    await db.update(auctions).set({ status: 'ended' }).where(eq(auctions.id, auctionId));
    expect((await closeDueSales(new Date())).map((e) => e.lotId)).toContain(LOT);
  });

  test('resuming a live lane whose deadline passed while no clock ran gives the lot a fresh first countdown', async () => {
    const LOT = 350000031;
    const NEXT = 350000032;
    const auctionId = await insertTestAuction(db, [{ id: LOT }, { id: NEXT }], { lane: 'D' });
    const stale = new Date(Date.now() - 30_000);
    await startAuctionAt(db, auctionId, new Date(Date.now() - 60_000));
    // As a killed process left it: live, the lot on the block, its deadline long gone.
    await db
      .update(auctions)
      .set({ status: 'live', currentLotId: LOT, countdownEndsAt: stale })
      .where(eq(auctions.id, auctionId));
    await db.update(lots).set({ status: 'on-the-block' }).where(eq(lots.id, LOT));

    const resumedAt = Date.now();
    clock = startAuctionClock(clockOptions);
    const resumed = await waitFor(
      async () => {
        const row = await auctionRow(db, auctionId);
        return row.countdownEndsAt && row.countdownEndsAt > stale ? row : null;
      },
      5_000,
      'the resume',
    );
    expect(resumed.countdownEndsAt!.getTime()).toBeGreaterThanOrEqual(resumedAt + settings.firstCountdownMs);
    expect((await lotRows(db, [LOT])).get(LOT)?.status).toBe('on-the-block');
    const bidder = await registerBidder(db);
    expect(await postBid(bidder, { lotId: LOT, maxBid: 200 })).toMatchObject({ status: 200 });
    await waitFor(async () => (await auctionRow(db, auctionId)).status === 'ended', 10_000, 'the end');
    const rows = await lotRows(db, [LOT, NEXT]);
    expect(rows.get(LOT)).toMatchObject({ status: 'sold', buyerId: bidder.memberId });
    expect(rows.get(NEXT)).toMatchObject({ status: 'not-sold' });
    expect(heard.map((h) => (h.message as LiveEvent).kind)).toContain('countdown');
  }, 30_000);
});
