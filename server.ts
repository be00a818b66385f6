/**
 * The web process: Next.js, the Socket.IO feed on /socket of the same port (auction rooms, and each signed-in
 * member's notices), the auction clock that runs the live lanes (and, in demo mode, the demo lanes and bidders), and
 * the sale closer that ends pre-bid-only sales when they start, the hourly saved-search digest, and the job queue's
 * worker (bulk imports: lib/server/jobs). Opens, migrates and (when empty) seeds the database before it listens.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import next from 'next';
import { closeDatabase, databaseOptionsFromEnv, setDatabase } from './lib/db/database';
import { prepareDatabase } from './lib/db/prepare';
import { demoBiddersEnabled, demoModeEnabled, env, EnvError } from './lib/env';
import { setLiveServer } from './lib/live/member-notices';
import { createLiveServer } from './lib/live/server';
import { logger } from './lib/log';
import { hashPassword } from './lib/server/auth/password';
import { memberFromHeaders } from './lib/server/auth/session';
import { sessionSecret } from './lib/server/auth/session-secret';
import { startJobs } from './lib/server/jobs/job-kinds';
import { heapBudgetWarning } from './lib/server/cache/heap-budget';
import { installPageFreshness } from './lib/server/cache/page-freshness';
import { describeRoom, roomExists, startLiveServices } from './lib/server/auctions/live-services';
import { noticesSent } from './lib/server/notifications/bid-notices';
import { CLIENT_ADDRESS_HEADER, clientAddressOf } from './lib/server/http/client-address';
import { answerClientError, answerConnect, frontDoor } from './lib/server/http/front-door';
import { healthReport } from './lib/server/http/health';
import { securityHeaders } from './lib/server/http/csp-response';
import {
  PAGE_GATE_FORBIDDEN,
  PAGE_GATE_HEADER,
  PAGE_GATE_NOT_FOUND,
} from './lib/server/http/page-gate-header';
import { originFromHeaders, rememberOrigin } from './lib/server/http/public-origin';
import { closeRateLimiters } from './lib/server/rate-limit/limiters';
import { pageGate } from './lib/server/seo/page-gate';

const log = logger('server');

/** A Node request's headers as the public-origin rule reads them. */
function nodeHeaders(req: IncomingMessage) {
  return {
    get: (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(',') : (value ?? null);
    },
  };
}
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = env();
  const dev = process.argv.includes('--dev');
  const database = await prepareDatabase(databaseOptionsFromEnv(), {
    seedLots: config.SEED_LOTS,
    hashPassword,
  });
  setDatabase(database);
  // Next's page cache serves a page naming database rows only while they are unchanged (lib/server/cache).
  installPageFreshness();
  const heapWarning = heapBudgetWarning(getHeapStatistics().heap_size_limit, config.PAGE_CACHE_MB);
  if (heapWarning) log.warn(heapWarning);
  // Before Next starts: middleware reads the secret from the environment to check the claims cookie.
  sessionSecret();
  // Security headers and each page's fresh CSP nonce; the nonce placeholder's secret lives with Next's page cache.
  const secure = await securityHeaders({ dev, distDir: path.resolve(process.env.NEXT_DIST_DIR ?? '.next') });

  const app = next({ dev, dir: process.cwd(), hostname: 'localhost', port: config.PORT });
  await app.prepare();
  const handle = app.getRequestHandler();
  const handleUpgrade = app.getUpgradeHandler();
  let shuttingDown = false;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Security headers on every answer; a page's fresh CSP nonce (and compression beneath it).
    secure(req, res);
    // The request's id; a bad method, a malformed path, an unknown API path or method answered here (400/404/405).
    if (frontDoor(req, res, { trustProxy: config.TRUST_PROXY })) return;
    if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      void healthReport(database, shuttingDown).then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body));
      });
      return;
    }
    if (shuttingDown) res.setHeader('connection', 'close');
    // The address rate limits key on: the socket's (or, with TRUST_PROXY, our proxy's X-Forwarded-For), never a
    // header the client chose.
    const forwardedFor = req.headers['x-forwarded-for'];
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(
      req.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      config.TRUST_PROXY,
    );
    rememberOrigin(originFromHeaders(nodeHeaders(req)));
    // Only the page gate below may mark a request as naming nothing we serve.
    delete req.headers[PAGE_GATE_HEADER];
    // Another URL of a lot answers 301 here (Next gives a page's permanent redirect 308); a path naming nothing we
    // serve goes to Next marked, and middleware renders the fallback page with 404 (a console page the visitor may not
    // open, marked forbidden: the console's not-allowed page with 403).
    void pageGate(req).then(
      (answer) => {
        if (answer && 'redirect' in answer) {
          res.writeHead(
            answer.temporary ? 307 : 301,
            answer.temporary
              ? { location: answer.redirect, 'cache-control': 'no-store' }
              : { location: answer.redirect, 'cache-control': 'public, max-age=3600' },
          );
          res.end();
          return;
        }
        if (answer && 'notFound' in answer) req.headers[PAGE_GATE_HEADER] = PAGE_GATE_NOT_FOUND;
        if (answer && 'forbidden' in answer) req.headers[PAGE_GATE_HEADER] = PAGE_GATE_FORBIDDEN;
        return handle(req, res);
      },
      (error: unknown) => {
        log.error('page gate failed; the page decides', error);
        return handle(req, res);
      },
    );
  });
  const live = createLiveServer(server, {
    redisUrl: config.REDIS_URL,
    authenticate: async (headers) => (await memberFromHeaders(headers))?.id ?? null,
    roomExists,
    roomState: describeRoom,
  });
  setLiveServer(live.io);
  // Requests Node cannot parse (an unknown method: 405) and CONNECT (we are no proxy: 405) get an answer too.
  server.on('clientError', answerClientError);
  server.on('connect', answerConnect);
  server.on('upgrade', (req, socket, head) => {
    if (!req.url?.startsWith('/socket')) void handleUpgrade(req, socket, head);
  });

  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  // The job queue's workers, in every web process: bulk imports, and the recurring sale closer and saved-search digest.
  const jobWorker = await startJobs();
  const liveServices = await startLiveServices({
    database,
    demo: demoModeEnabled(config) ? { bidders: demoBiddersEnabled(config) } : false,
    settings: {
      ...(config.LIVE_FIRST_COUNTDOWN_MS && { firstCountdownMs: config.LIVE_FIRST_COUNTDOWN_MS }),
      ...(config.LIVE_BID_COUNTDOWN_MS && { bidCountdownMs: config.LIVE_BID_COUNTDOWN_MS }),
    },
  });
  log.info(
    `ready on http://localhost:${config.PORT} (${dev ? 'development' : 'production'}, ${database.kind})`,
  );

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log.info(`${signal}: no new connections; finishing requests in flight`);
    const force = setTimeout(() => {
      log.warn('grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    await jobWorker.stop();
    await liveServices.stop();
    live.io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await noticesSent();
    setLiveServer(undefined);
    await live.close().catch(() => undefined);
    await closeRateLimiters();
    await closeDatabase();
    clearTimeout(force);
    log.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else log.error('start failed', error);
  process.exit(1);
});
