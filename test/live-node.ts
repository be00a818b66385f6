/**
 * A web process for the scale-out and fault tests, started as a child: the real live feed (with the Redis adapter
 * when REDIS_URL is set), the auction clock (lane locks on PostgreSQL) and the real bid route on
 * POST /rest-api/v2/bids, without Next's page renderer (which would need a production build).
 *   node --import ./scripts/node-hooks.mjs test/live-node.ts '{"port":4101,"firstCountdownMs":3000,"bidCountdownMs":2000}'
 * Prints "ready" on stdout once it listens. The database must be migrated already.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { openDatabase } from '@/lib/db/client';
import { databaseOptionsFromEnv, setDatabase } from '@/lib/db/database';
import { env } from '@/lib/env';
import { setLiveServer } from '@/lib/live/member-notices';
import { createLiveServer } from '@/lib/live/server';
import { describeRoom, roomExists, startLiveServices } from '@/lib/server/auctions/live-services';
import { sessionSecret } from '@/lib/server/auth/session-secret';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';

const options = JSON.parse(process.argv[2] ?? '{}') as {
  port: number;
  firstCountdownMs: number;
  bidCountdownMs: number;
};
const config = env();
const database = await openDatabase(databaseOptionsFromEnv());
setDatabase(database);
sessionSecret();
const { POST: placeBidRoute } = await import('@/app/rest-api/v2/bids/route');

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
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ pid: process.pid }));
  })();
});
const live = createLiveServer(server, {
  redisUrl: config.REDIS_URL,
  roomExists,
  roomState: describeRoom,
});
setLiveServer(live.io);
await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
const services = await startLiveServices({
  database,
  demo: false,
  settings: { firstCountdownMs: options.firstCountdownMs, bidCountdownMs: options.bidCountdownMs },
  discoverEveryMs: 100,
});
process.stdout.write('ready\n');

process.on('SIGTERM', () => {
  void (async () => {
    await services.stop();
    await live.close();
    server.close();
    await database.close();
    process.exit(0);
  })();
});
