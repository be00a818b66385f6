import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { setDatabase } from '@/lib/db/database';
import { rows as rowsOf } from '@/lib/db/rows';
import { transactions } from '@/lib/db/schema';
import { env } from '@/lib/env';
import type { LiveEvent } from '@/lib/domain/live-events';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { createTestDatabase, type TestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows, startAuctionAt, waitFor } from '@/test/live-auctions';
import { servicesAnswer, startLiveNode, type LiveNode } from '@/test/live-processes';
import { insertTestBranch } from '@/test/lots';
import { LANE_LOCK_CLASS } from './lane-locks';

const REDIS_URL = 'redis://127.0.0.1:6379';
const skipReason = await servicesAnswer(REDIS_URL, env().TEST_DATABASE_URL);
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);
const settings = { firstCountdownMs: 2_500, bidCountdownMs: 1_500 };

(skipReason ? describe.skip : describe)('two web processes with Redis and PostgreSQL', () => {
  let testDb: TestDatabase;
  const nodes: LiveNode[] = [];
  let socket: Socket | undefined;

  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    setDatabase(testDb.database);
    sessionSecret();
    await insertTestBranch(testDb.database.db);
  }, 60_000);
  afterAll(async () => {
    socket?.disconnect();
    await Promise.all(nodes.map((n) => n.stop()));
    await noticesSent();
    await closeRateLimiters();
    await testDb?.dispose();
  }, 30_000);

  test('a bid sent to A reaches a client of B; one process runs the lane; each lot is sold once', async () => {
    const db = testDb.database.db;
    const childEnv = {
      DATABASE_URL: testDb.database.url!,
      REDIS_URL,
      // Cookies signed here must be good on both processes.
      SESSION_SECRET: sessionSecret(),
    };
    const [a, b] = await Promise.all([
      startLiveNode(4611, childEnv, settings),
      startLiveNode(4612, childEnv, settings),
    ]);
    nodes.push(a, b);
    const [L1, L2] = [370000001, 370000002];
    const auctionId = await insertTestAuction(db, [{ id: L1 }, { id: L2 }], { lane: 'S' });
    const bidder = await registerBidder(db);

    const events: LiveEvent[] = [];
    socket = connect(b.url, { path: '/socket', transports: ['websocket'] });
    socket.on('connect', () => socket!.emit('subscribe', 'iaa-1-s'));
    socket.on('event', (e: LiveEvent) => events.push(e));
    await waitFor(() => events.some((e) => e.kind === 'state'), 20_000, 'the state from B');

    await startAuctionAt(db, auctionId);
    await waitFor(() => events.find((e) => e.kind === 'on-the-block' && e.lot?.lot_id === L1), 20_000, 'L1');
    // Exactly one session holds the lane's lock.
    const locks = await db.execute(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = ${LANE_LOCK_CLASS} and objid = ${auctionId} and granted`,
    );
    expect(rowsOf<{ n: number }>(locks)[0]!.n).toBe(1);

    const response = await fetch(`${a.url}/rest-api/v2/bids`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: bidder.cookie, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ lotId: L1, maxBid: 400 }),
    });
    expect(response.status).toBe(200);
    const bid = await waitFor(() => events.find((e) => e.kind === 'bid'), 20_000, 'the bid at B');
    expect(bid).toMatchObject({ auction: { id: 'iaa-1-s' }, lot: { lot_id: L1, current_bid_value: 25 } });

    await waitFor(async () => (await auctionRow(db, auctionId)).status === 'ended', 40_000, 'the end');
    await waitFor(() => events.some((e) => e.kind === 'auction-ended'), 5_000, 'the end at B');
    const rows = await lotRows(db, [L1, L2]);
    expect(rows.get(L1)).toMatchObject({ status: 'sold', buyerId: bidder.memberId, soldPriceCents: 2_500 });
    expect(rows.get(L2)).toMatchObject({ status: 'not-sold' });
    const [purchases] = await db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.lotId, L1), eq(transactions.kind, 'purchase')));
    expect(purchases?.n).toBe(1);
    const ends = events.filter((e) => ['sold', 'not-sold', 'on-approval'].includes(e.kind));
    expect(ends.map((e) => `${e.kind}:${e.lot?.lot_id}`)).toEqual([`sold:${L1}`, `not-sold:${L2}`]);
    expect(events.filter((e) => e.kind === 'auction-started')).toHaveLength(1);
  }, 150_000);
});
