/**
 * The live feed benchmark's server, a child process of bench/live.ts (so the clients never run in its event loop):
 * a fresh database (PGlite in memory, or a new PostgreSQL database), one live lane with its lot on the block, the
 * real feed on /socket, the auction clock, and the real bid route on POST /rest-api/v2/bids, as test/live-node.ts.
 *   node --expose-gc --import ./scripts/node-hooks.mjs bench/live-node.ts '{"port":4301,"database":"pglite"}'
 * Talks to its parent over the IPC channel: `ready` {room, lotId, cookies}, `published` (each event the bid path
 * publishes, with the high-resolution time it was handed to Socket.IO), and answers `bare` (the last bid event
 * broadcast again with io.to(room).emit, no database) and `memory` (RSS and heap after a full GC).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { onAuctionFeed } from '@/lib/live/auction-feed';
import { auctionRoomId } from '@/lib/live/auction-room';
import { LIVE_EVENT } from '@/lib/live/feed-events';
import type { LiveEvent } from '@/lib/domain/live-events';
import { setLiveServer } from '@/lib/live/member-notices';
import { createLiveServer } from '@/lib/live/server';
import { describeRoom, startLiveServices } from '@/lib/server/auctions/live-services';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { createTestDatabase, type TestDatabaseKind } from '@/test/databases';
import { auctionRow, insertTestAuction, startAuctionAt, waitFor } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { wallNow as now } from './wall-clock';

export const BENCH_LOT = 380_000_001;
/** Long countdowns: the lot stays on the block for the whole run, every bid only moves its deadline. */
const SETTINGS = { firstCountdownMs: 3_600_000, bidCountdownMs: 3_600_000 };

export type ToNode =
  { cmd: 'bare'; id: number } | { cmd: 'memory'; id: number } | { cmd: 'ping'; id: number } | { cmd: 'stop' };
export type FromNode =
  | { type: 'ready'; room: string; lotId: number; cookies: string[]; database: string }
  | { type: 'published'; serverTime: string; version: number; publishedAt: number }
  | { type: 'bare'; id: number; serverTime: string; sentAt: number }
  | { type: 'memory'; id: number; rss: number; heapUsed: number; sockets: number; cpuMicros: number }
  | { type: 'pong'; id: number; at: number };

const send = (message: FromNode) => process.send!(message);
const options = JSON.parse(process.argv[2] ?? '{}') as { port: number; database: TestDatabaseKind };

const testDb = await createTestDatabase(options.database);
const { setDatabase } = await import('@/lib/db/database');
setDatabase(testDb.database);
sessionSecret();
const db = testDb.database.db;
const { POST: placeBidRoute } = await import('@/app/rest-api/v2/bids/route');

await insertTestBranch(db);
const auctionId = await insertTestAuction(db, [{ id: BENCH_LOT }, { id: BENCH_LOT + 1 }], { lane: 'A' });
// Vip with a $500,000 deposit: no active-bid limit and buying power that never refuses a bid here.
const bidders = [];
for (let i = 0; i < 4; i++)
  bidders.push(await registerBidder(db, { membership: 'vip', depositCents: 50_000_000 }));

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress ?? 'unknown');
  return new Request(`http://${req.headers.host}${req.url}`, {
    method: req.method,
    headers,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  });
}

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  void (async () => {
    if (req.method === 'POST' && req.url === '/rest-api/v2/bids') {
      const response = await placeBidRoute(await toRequest(req), {});
      res.writeHead(response.status, { 'content-type': 'application/json' });
      res.end(await response.text());
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{}');
  })();
});
// Room sockets are many; the default listen backlog (511) is enough as the clients connect in batches.
// Every watcher comes from this machine's one address: no per-address cap on connections here.
const live = createLiveServer(server, {
  roomState: describeRoom,
  limits: { socketsPerAddress: Number.POSITIVE_INFINITY },
});
setLiveServer(live.io);
await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
const services = await startLiveServices({ database: testDb.database, demo: false, settings: SETTINGS });
await startAuctionAt(db, auctionId);
await waitFor(
  async () => (await auctionRow(db, auctionId)).currentLotId === BENCH_LOT,
  30_000,
  'the lot on the block',
);

let lastBid: LiveEvent | null = null;
onAuctionFeed((room, name, message) => {
  // Called by publishLiveEvent right before io.to(room).emit: the moment the bid path hands the event to Socket.IO.
  const publishedAt = now();
  if (name !== LIVE_EVENT) return;
  const event = message as LiveEvent;
  if (event.kind !== 'bid') return;
  lastBid = event;
  send({ type: 'published', serverTime: event.server_time, version: event.lot?.version ?? 0, publishedAt });
});

process.on('message', (message: ToNode) => {
  if (message.cmd === 'bare') {
    if (!lastBid) throw new Error('a bare broadcast needs a bid event to copy');
    // The same payload as the last bid event; only server_time (same length) says which broadcast this is.
    const payload: LiveEvent = { ...lastBid, server_time: new Date().toISOString() };
    const sentAt = now();
    live.io.to(lastBid.auction.id).emit(LIVE_EVENT, payload);
    send({ type: 'bare', id: message.id, serverTime: payload.server_time, sentAt });
  } else if (message.cmd === 'memory') {
    global.gc?.();
    global.gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    const cpu = process.cpuUsage();
    const sockets = live.io.engine.clientsCount;
    send({ type: 'memory', id: message.id, rss, heapUsed, sockets, cpuMicros: cpu.user + cpu.system });
  } else if (message.cmd === 'ping') {
    send({ type: 'pong', id: message.id, at: now() });
  } else if (message.cmd === 'stop') {
    void (async () => {
      await services.stop();
      await live.close();
      server.close();
      await closeRateLimiters();
      await testDb.dispose();
      process.exit(0);
    })();
  }
});

send({
  type: 'ready',
  room: auctionRoomId(1, 'A'),
  lotId: BENCH_LOT,
  cookies: bidders.map((b) => b.cookie),
  database:
    options.database === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL (local server, a fresh database)',
});
