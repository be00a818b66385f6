import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import type { Db } from '@/lib/db/client';
import { setLiveServer } from '@/lib/live/member-notices';
import { createLiveServer, type LiveServer } from '@/lib/live/server';
import { startAuctionClock, type AuctionClock } from '@/lib/server/auctions/auction-clock';
import { setClockSettings } from '@/lib/server/auctions/clock-settings';
import { describeRoom } from '@/lib/server/auctions/live-services';
import { noticesSent } from '@/lib/server/notifications/bid-notices';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { postBid, registerBidder } from '@/test/bidders';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { auctionRow, insertTestAuction, lotRows, startAuctionAt, waitFor } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { startTcpProxy } from '@/test/tcp-proxy';
import type { FeedError, LiveEvent, RunlistMessage } from '@/lib/domain/live-events';

const settings = { firstCountdownMs: 6_000, bidCountdownMs: 1_000 };

/** A browser-like feed client: subscribes to `rooms` on every (re)connect, records what it hears. */
function feedClient(port: number, rooms: string) {
  const socket: Socket = connect(`http://127.0.0.1:${port}`, {
    path: '/socket',
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 400,
  });
  const events: LiveEvent[] = [];
  const runlists: RunlistMessage[] = [];
  const errors: FeedError[] = [];
  let connects = 0;
  socket.on('connect', () => {
    connects += 1;
    if (rooms) socket.emit('subscribe', rooms);
  });
  socket.on('event', (e: LiveEvent) => events.push(e));
  socket.on('runlist', (r: RunlistMessage) => runlists.push(r));
  socket.on('error_message', (e: FeedError) => errors.push(e));
  return { socket, events, runlists, errors, connects: () => connects };
}

afterAll(async () => {
  setClockSettings(undefined);
  await noticesSent();
  await closeRateLimiters();
});

describe.each(testDatabaseKinds())('the live feed on %s', (kind) => {
  let db: Db;
  let http: HttpServer;
  let live: LiveServer;
  let port: number;
  let clock: AuctionClock;
  // Declared before the database's hooks: the clock stops before the database closes.
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await clock.stop();
    setLiveServer(undefined);
    await live.close();
    await new Promise((resolve) => http.close(resolve));
  });
  const testDb = useTestDatabase(kind);
  const clients: Socket[] = [];
  const client = (p: number, rooms: string) => {
    const c = feedClient(p, rooms);
    clients.push(c.socket);
    return c;
  };

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    setClockSettings(settings);
    http = createServer();
    live = createLiveServer(http, { roomState: describeRoom });
    setLiveServer(live.io);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    port = (http.address() as AddressInfo).port;
    clock = startAuctionClock({ settings, discoverEveryMs: 50 });
  });

  test('a subscriber gets the runlist and the state at once; a live bid reaches the room as an event', async () => {
    const [L1, L2] = [360000001, 360000002];
    const auctionId = await insertTestAuction(db, [{ id: L1 }, { id: L2 }], { lane: 'B' });
    await startAuctionAt(db, auctionId);
    await waitFor(async () => (await auctionRow(db, auctionId)).currentLotId === L1, 5_000, 'the block');

    const watcher = client(port, 'iaa-1-b');
    const elsewhere = client(port, 'iaa-1-z');
    // The clock's own messages of this start may still be on their way (the test waits for the row, not for them).
    await waitFor(
      () => watcher.events.some((e) => e.kind === 'state') && watcher.runlists.length > 0,
      5_000,
      'the state',
    );
    const lots = await lotRows(db, [L1, L2]);
    expect(watcher.runlists[0]).toEqual({
      auction: expect.objectContaining({ id: 'iaa-1-b', auction_id: auctionId, auction_in_progress: true }),
      runlist: [lots.get(L1)!.stockNumber, lots.get(L2)!.stockNumber],
    });
    const state = watcher.events.find((e) => e.kind === 'state')!;
    expect(state).toMatchObject({
      kind: 'state',
      lot: { lot_id: L1, on_the_block: true, selling_branch_id: 1 },
    });
    expect(Date.parse(state.countdown!.ends_at)).toBe(
      (await auctionRow(db, auctionId)).countdownEndsAt!.getTime(),
    );

    const bidder = await registerBidder(db);
    expect(await postBid(bidder, { lotId: L1, maxBid: 150 })).toMatchObject({ status: 200 });
    const bid = await waitFor(() => watcher.events.find((e) => e.kind === 'bid'), 5_000, 'the bid event');
    expect(bid).toMatchObject({
      auction: { id: 'iaa-1-b' },
      lot: {
        lot_id: L1,
        stock_number: lots.get(L1)!.stockNumber,
        lane: 'B',
        current_bid_value: 25,
        bid_count: 1,
      },
      bid: 25,
      sold: false,
      sold_for: null,
    });
    expect(Date.parse(bid.countdown!.server_time)).toBeLessThanOrEqual(Date.parse(bid.countdown!.ends_at));
    expect(elsewhere.events.some((e) => e.kind === 'bid')).toBe(false);
  }, 20_000);

  test('malformed and unknown messages get an error and change nothing; a flood is rate-limited', async () => {
    const c = client(port, '');
    await waitFor(() => c.socket.connected, 5_000, 'the connection');
    const answer = await c.socket.timeout(2_000).emitWithAck('subscribe', { rooms: 42 });
    expect(answer).toEqual({ error: expect.objectContaining({ code: 'invalid_subscription' }) });
    c.socket.emit('subscribe', 'IAA-1-B; drop table lots');
    c.socket.emit('bid', { lotId: 1 });
    await waitFor(() => c.errors.length >= 3, 5_000, 'the errors');
    expect(c.errors.map((e) => e.code).sort()).toEqual([
      'invalid_subscription',
      'invalid_subscription',
      'unknown_message',
    ]);
    expect(c.events).toEqual([]);
    for (let i = 0; i < 25; i++) c.socket.emit('subscribe', 'nonsense');
    await waitFor(() => c.errors.some((e) => e.code === 'rate_limited'), 5_000, 'the rate limit');
    expect(c.socket.connected).toBe(true);
  });

  test('a client cut off for 10 seconds reconnects and gets the authoritative state', async () => {
    const [L1, L2, L3] = [360000011, 360000012, 360000013];
    const auctionId = await insertTestAuction(db, [{ id: L1 }, { id: L2 }, { id: L3 }], { lane: 'C' });
    await startAuctionAt(db, auctionId);
    await waitFor(async () => (await auctionRow(db, auctionId)).currentLotId === L1, 5_000, 'the block');
    const proxy = await startTcpProxy(port);
    try {
      const watcher = client(proxy.port, 'iaa-1-c');
      await waitFor(() => watcher.events.some((e) => e.kind === 'state'), 5_000, 'the first state');
      proxy.cut();
      await waitFor(() => !watcher.socket.connected, 5_000, 'the cut');
      const missedFrom = watcher.events.length;
      // While the client is away: a bid, the lot sells, the next one comes on the block.
      const bidder = await registerBidder(db);
      expect(await postBid(bidder, { lotId: L1, maxBid: 300 })).toMatchObject({ status: 200 });
      await new Promise((r) => setTimeout(r, 10_000));
      expect(watcher.events.length).toBe(missedFrom);
      proxy.restore();
      const state = await waitFor(
        () => watcher.events.slice(missedFrom).find((e) => e.kind === 'state'),
        5_000,
        'the state after the reconnect',
      );
      const now = await auctionRow(db, auctionId);
      expect(watcher.connects()).toBe(2);
      expect((await lotRows(db, [L1])).get(L1)).toMatchObject({ status: 'sold', buyerId: bidder.memberId });
      expect(state.lot?.lot_id).not.toBe(L1);
      expect(state.lot?.lot_id ?? null).toBe(now.currentLotId);
      expect(watcher.runlists.at(-1)?.runlist).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  }, 30_000);
});
