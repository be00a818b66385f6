import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { setDatabase } from '@/lib/db/database';
import { bids, transactions } from '@/lib/db/schema';
import { centsFromDollars } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { createTestDatabase, type TestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows, startAuctionAt, waitFor } from '@/test/live-auctions';
import { startLiveNode, type LiveNode } from '@/test/live-processes';
import { insertTestBranch } from '@/test/lots';

// A process killed with kill -9 must be restartable on the same database: PostgreSQL (PGlite's folder belongs to one
// process, and the test process could not look into it while the child runs).
const skipReason = env().TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL is not set';
if (skipReason) console.warn(`kill -9 test skipped: ${skipReason}`);
const settings = { firstCountdownMs: 3_000, bidCountdownMs: 2_000 };
/** Each bidder's maximum, whole dollars on the wire, lies this far above the one before. */
const BID_STEP_DOLLARS = 100;

(skipReason ? describe.skip : describe)('the clock after kill -9 on postgres', () => {
  let testDb: TestDatabase;
  let node: LiveNode | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    setDatabase(testDb.database);
    await insertTestBranch(testDb.database.db);
  }, 60_000);
  afterAll(async () => {
    await node?.stop();
    await noticesSent();
    await closeRateLimiters();
    await testDb?.dispose();
  }, 30_000);

  test('the lot resumes by the rule (a fresh first countdown) and no acknowledged bid is lost', async () => {
    const db = testDb.database.db;
    const childEnv = { DATABASE_URL: testDb.database.url!, SESSION_SECRET: sessionSecret() };
    const [L1, L2] = [380000001, 380000002];
    const auctionId = await insertTestAuction(db, [{ id: L1 }, { id: L2 }], { lane: 'K' });
    const bidders = await Promise.all(
      [1, 2, 3, 4].map(() => registerBidder(db, { depositCents: 1_000_000 })),
    );
    node = await startLiveNode(4621, childEnv, settings);
    await startAuctionAt(db, auctionId);
    await waitFor(
      async () => (await auctionRow(db, auctionId)).currentLotId === L1,
      10_000,
      'L1 on the block',
    );

    // Bids in flight when the process dies: those answered 200 must all be in the ledger and count in the sale.
    const post = (i: number) =>
      fetch(`${node!.url}/rest-api/v2/bids`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: bidders[i]!.cookie,
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ lotId: L1, maxBid: 500 + i * BID_STEP_DOLLARS }),
      })
        .then(async (r) => ({
          status: r.status,
          body: (await r.json()) as { data?: { bidId: number; currentBid: number } },
        }))
        .catch(() => null);
    const first = await post(0);
    expect(first?.status).toBe(200);
    const inFlight = [1, 2, 3].map(post);
    await new Promise((r) => setTimeout(r, 15));
    await node.kill9();
    const answers = [first, ...(await Promise.all(inFlight))];
    const acknowledged = answers.filter((a) => a?.status === 200).map((a) => a!.body.data!);
    const ledger = await db
      .select({ id: bids.id })
      .from(bids)
      .where(
        inArray(
          bids.id,
          acknowledged.map((a) => a.bidId),
        ),
      );
    expect(ledger).toHaveLength(acknowledged.length);

    // Down longer than the countdown: nothing ends the lot while no clock runs.
    const before = await auctionRow(db, auctionId);
    await new Promise((r) =>
      setTimeout(r, Math.max(0, before.countdownEndsAt!.getTime() - Date.now()) + 500),
    );
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('on-the-block');
    const leaderBefore = (await lotRows(db, [L1])).get(L1)!;

    const restartedAt = Date.now();
    node = await startLiveNode(4621, childEnv, settings);
    const resumed = await waitFor(
      async () => {
        const row = await auctionRow(db, auctionId);
        return row.countdownEndsAt && row.countdownEndsAt > before.countdownEndsAt! ? row : null;
      },
      10_000,
      'the resume',
    );
    expect(resumed.countdownEndsAt!.getTime()).toBeGreaterThanOrEqual(
      restartedAt + settings.firstCountdownMs,
    );
    expect((await lotRows(db, [L1])).get(L1)?.status).toBe('on-the-block');

    await waitFor(async () => (await auctionRow(db, auctionId)).status === 'ended', 20_000, 'the end');
    const sold = (await lotRows(db, [L1])).get(L1)!;
    expect(sold).toMatchObject({
      status: 'sold',
      buyerId: leaderBefore.highBidderId,
      soldPriceCents: leaderBefore.currentBidCents,
    });
    expect(sold.soldPriceCents).toBeGreaterThanOrEqual(
      centsFromDollars(Math.max(...acknowledged.map((a) => a.currentBid))),
    );
    const [purchases] = await db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.lotId, L1), eq(transactions.kind, 'purchase')));
    expect(purchases?.n).toBe(1);
  }, 90_000);
});
