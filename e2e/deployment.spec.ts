import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import type { LiveEvent } from '../lib/domain/live-events';
import { CookieJar, httpFrom, watchRoom, type Watcher } from './deployment-client';
import { laneHolder, pickLane, startLaneNow, type Lane } from './deployment-lane';
import {
  createDatabase,
  flushRedis,
  missingPrerequisite,
  REDIS_URL,
  startNginx,
  startWebProcess,
  type FreshDatabase,
  type Started,
} from './deployment-stack';

/*
 * Issue 21 point 7, the deployment README's "Several web processes behind nginx" describes, run for real: Debian's
 * nginx with deploy/nginx.conf on 127.0.0.1:3440 in front of two web processes (server.ts on the production build,
 * 3442 and 3443) sharing a fresh PostgreSQL database and a Redis database index. A second nginx server, test-only, on
 * 3441 reaches each process by itself (/a/ and /b/), so a watcher can be pinned to one process.
 */
const PUBLIC = 'http://127.0.0.1:3440';
const PINNED = 'http://127.0.0.1:3441';
const WEB = { a: 3442, b: 3443 } as const;
const DEMO_VIP = { email: 'vip@demo.example.com', password: 'salvage-demo-2026' };
/** Browser-like feed clients connect from these addresses (nginx's sticky hash spreads them over both processes). */
const BROWSER_ADDRESSES = [10, 11, 12, 13, 14, 15, 16, 17].map((n) => `127.0.0.${n}`);
const LOT_ENDS = new Set(['sold', 'on-approval', 'not-sold']);

/** Test-only: /a/ and /b/ go to one process each (HTTP and the feed), with the headers deploy/nginx.conf sets. */
const PINNED_SERVER = `
  server {
    listen 127.0.0.1:3441;
    proxy_http_version 1.1;
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header Upgrade $http_upgrade;
    proxy_set_header Connection $salvage_connection;
    location /a/ { proxy_pass http://127.0.0.1:${WEB.a}/; }
    location /b/ { proxy_pass http://127.0.0.1:${WEB.b}/; }
  }`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

let database: FreshDatabase | undefined;
let dataDir: string | undefined;
let sql: pg.Client | undefined;
const web: { a?: Started; b?: Started } = {};
let nginx: Started | undefined;
const watchers: Watcher[] = [];
let browsers: Watcher[] = [];
/** The signed-in demo Vip member (live bidding needs Starter or above; a fresh sign-up is a Guest). */
const vip = new CookieJar();
let lane: Lane | undefined;
let lotOnTheBlock: number | undefined;

/** A state-changing request as a browser on the public origin sends it (Origin included: the CSRF check runs). */
function post(url: string, body: unknown, jar?: CookieJar, headers: Record<string, string> = {}) {
  return httpFrom(url, {
    method: 'POST',
    body,
    headers: { origin: PUBLIC, ...(jar && { cookie: jar.header() }), ...headers },
  });
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(240_000);
  const missing = await missingPrerequisite();
  if (missing) console.warn(`deployment test skipped: ${missing}`);
  test.skip(missing !== null, `deployment test skipped: ${missing}`);

  await flushRedis();
  database = await createDatabase(`deploy_e2e_${process.pid}`);
  dataDir = await mkdtemp(path.join(tmpdir(), 'salvage-deploy-'));
  // What every web process gets (README: "Several web processes behind nginx"), short countdowns aside.
  const env = {
    DATABASE_URL: database.url,
    // One folder for all: uploaded documents live there (on several hosts, a shared volume).
    DATA_DIR: dataDir,
    REDIS_URL,
    BASE_URL: PUBLIC,
    TRUST_PROXY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    SEED_LOTS: '300',
    LIVE_FIRST_COUNTDOWN_MS: '8000',
    LIVE_BID_COUNTDOWN_MS: '5000',
    LOG_LEVEL: 'warn',
  };
  // One after the other: the first migrates and seeds the empty database, the second finds it ready.
  web.a = await startWebProcess('web A', WEB.a, env);
  web.b = await startWebProcess('web B', WEB.b, env);
  nginx = await startNginx({
    listen: '127.0.0.1:3440',
    web: [`127.0.0.1:${WEB.a}`, `127.0.0.1:${WEB.b}`],
    extra: PINNED_SERVER,
  });
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
});

test.afterAll(async () => {
  for (const watcher of watchers) watcher.close();
  await nginx?.stop();
  await Promise.all([web.a?.stop(), web.b?.stop()]);
  await sql?.end().catch(() => undefined);
  await database?.drop();
  await flushRedis().catch(() => undefined);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('a member signs up and in through the proxy, and the session holds on both processes', async () => {
  const member = new CookieJar();
  const email = `deploy-${Date.now()}@example.com`;
  const signUp = member.take(
    await post(`${PUBLIC}/rest-api/v1.0/auth/sign-up`, {
      firstName: 'Dana',
      lastName: 'Deploy',
      email,
      password: 'a long passphrase for deployment',
      countryIso2: 'PL',
    }),
  );
  expect(signUp.status, JSON.stringify(signUp.json)).toBe(200);
  expect((await post(`${PUBLIC}/rest-api/v1.0/member/accept-terms`, {}, member)).status).toBe(200);
  // Whichever process answers, the cookie is good: both read the same secret and the same database.
  for (const which of ['a', 'b']) {
    const me = await httpFrom(`${PINNED}/${which}/rest-api/v1.0/member/me`, {
      headers: { cookie: member.header() },
    });
    expect(me.status, `member/me at ${which}`).toBe(200);
    expect(me.json?.data).toMatchObject({ email });
  }

  const again = await post(`${PUBLIC}/rest-api/v1.0/auth/sign-in`, {
    email,
    password: 'a long passphrase for deployment',
  });
  expect(again.status).toBe(200);
  expect(again.setCookies.join('\n')).toContain('HttpOnly');
  const signIn = vip.take(await post(`${PUBLIC}/rest-api/v1.0/auth/sign-in`, DEMO_VIP));
  expect(signIn.status, JSON.stringify(signIn.json)).toBe(200);
  // BASE_URL is the public origin: a browser on another origin is still refused.
  const foreign = await post(`${PUBLIC}/rest-api/v1.0/auth/sign-in`, DEMO_VIP, undefined, {
    origin: 'http://evil.example',
  });
  expect(foreign.status).toBe(403);
});

test('rate limits key on the address nginx forwards, shared by both processes, not on a forged header', async () => {
  const message = (n: number) => ({
    name: 'Proxy Tester',
    email: 'proxy@example.com',
    subject: 'Limits',
    message: `Message number ${n} through the proxy.`,
  });
  const contact = (from: string, n: number, headers: Record<string, string> = {}) =>
    httpFrom(`${PUBLIC}/rest-api/v2/contact-messages`, {
      method: 'POST',
      from,
      body: message(n),
      headers: { origin: PUBLIC, ...headers },
    });

  // 127.0.0.2 spends the contact limit (5 per 15 minutes); nginx spreads the posts over both processes.
  const statuses: number[] = [];
  for (let n = 0; n < 10 && !statuses.includes(429); n++)
    statuses.push((await contact('127.0.0.2', n)).status);
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.slice(0, -1).length).toBeGreaterThan(0);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  const limited = await contact('127.0.0.2', 99);
  expect(limited.status).toBe(429);
  expect(limited.json?.error?.code).toBe('rate_limited');
  // Each process by itself refuses 127.0.0.2 too: the count is in Redis.
  for (const which of ['a', 'b']) {
    const pinned = await httpFrom(`${PINNED}/${which}/rest-api/v2/contact-messages`, {
      method: 'POST',
      from: '127.0.0.2',
      body: message(100),
      headers: { origin: PUBLIC },
    });
    expect(pinned.status, `127.0.0.2 at ${which}`).toBe(429);
  }

  // A forged X-Forwarded-For does not buy 127.0.0.2 a fresh count...
  expect((await contact('127.0.0.2', 101, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  // ...another client is not limited...
  expect((await contact('127.0.0.3', 102)).status).toBe(200);
  // ...and naming 127.0.0.2 in the header does not make a client 127.0.0.2.
  expect((await contact('127.0.0.4', 103, { 'x-forwarded-for': '127.0.0.2' })).status).toBe(200);
});

test('a live bid through the proxy reaches watchers on both processes', async () => {
  lane = await pickLane(sql!, 3);
  const { room, auctionId } = lane;
  const ofAuction = (w: Watcher) => w.events.filter((e) => e.auction.auction_id === auctionId);
  const onA = watchRoom(PINNED, '/a/socket', room, { transports: ['websocket'] });
  const onB = watchRoom(PINNED, '/b/socket', room, { transports: ['websocket'] });
  // As browsers connect (long-polling first, then the upgrade), from eight client addresses: the sticky /socket/
  // upstream of deploy/nginx.conf gives each one process, and these eight land on both.
  browsers = BROWSER_ADDRESSES.map((from) => watchRoom(PUBLIC, '/socket', room, { from }));
  watchers.push(onA, onB, ...browsers);
  for (const w of watchers) await expect.poll(() => w.subscribed, { timeout: 15_000 }).toBeGreaterThan(0);

  await startLaneNow(sql!, auctionId);
  await expect
    .poll(() => ofAuction(onB).find((e) => e.kind === 'on-the-block')?.lot?.lot_id, { timeout: 20_000 })
    .toBeDefined();
  lotOnTheBlock = ofAuction(onB).find((e) => e.kind === 'on-the-block')!.lot!.lot_id;

  const bidding = await httpFrom(`${PUBLIC}/rest-api/v2/lots/${lotOnTheBlock}/bidding`, {
    headers: { cookie: vip.header() },
  });
  expect(bidding.status).toBe(200);
  const { minimumBid } = bidding.json!.data as { minimumBid: number };
  const bid = await post(`${PUBLIC}/rest-api/v2/bids`, { lotId: lotOnTheBlock, maxBid: minimumBid }, vip, {
    'idempotency-key': randomUUID(),
  });
  expect(bid.status, JSON.stringify(bid.json)).toBe(200);

  // The bid was taken by one process; the watchers of each process (and the browser-like ones) hear of it.
  const heard = (w: Watcher) =>
    ofAuction(w).some(
      (e: LiveEvent) => e.kind === 'bid' && e.lot?.lot_id === lotOnTheBlock && e.bid === minimumBid,
    );
  await expect.poll(() => heard(onA), { message: 'the bid at the watcher of A', timeout: 10_000 }).toBe(true);
  await expect.poll(() => heard(onB), { message: 'the bid at the watcher of B', timeout: 10_000 }).toBe(true);
  for (const browser of browsers) {
    await expect.poll(() => heard(browser), { message: 'the bid at a browser', timeout: 10_000 }).toBe(true);
  }
});

test('kill -9 of the process that runs the lane: the other one carries it on, through nginx', async () => {
  const { auctionId } = lane!;
  const [onA, onB] = watchers as [Watcher, Watcher];
  const pids = { a: web.a!.child.pid!, b: web.b!.child.pid! };
  const holderOf = () => laneHolder(sql!, auctionId, [pids.a, pids.b]);
  await expect.poll(holderOf, { message: 'a process holds the lane', timeout: 10_000 }).not.toBeNull();
  const holderPid = await holderOf();
  const [holder, survivor, survivorWatcher] =
    holderPid === pids.a ? [web.a!, web.b!, onB] : [web.b!, web.a!, onA];
  const lotStatus = async () =>
    (await sql!.query<{ status: string }>('select status from lots where id = $1', [lotOnTheBlock])).rows[0]
      ?.status;
  // The bid's countdown is still running: the lot is on the block when its clock dies.
  expect(await lotStatus()).toBe('on-the-block');

  const killedAt = Date.now();
  await holder.kill9();

  // The database freed the dead process's lock; the survivor's next look takes the lane.
  await expect
    .poll(() => laneHolder(sql!, auctionId, [survivor.child.pid!]), { timeout: 15_000 })
    .toBe(survivor.child.pid);
  const after = (w: Watcher) =>
    w.events.filter((e) => e.auction.auction_id === auctionId && Date.parse(e.server_time) >= killedAt);
  // The survivor ends the lot once and brings the next open lot of the runlist on the block (or ends the sale).
  const movedOn = (w: Watcher) =>
    after(w).some(
      (e) =>
        (e.kind === 'on-the-block' && e.lot !== null && e.lot.lot_id !== lotOnTheBlock) ||
        e.kind === 'auction-ended',
    );
  await expect.poll(() => movedOn(survivorWatcher), { timeout: 30_000 }).toBe(true);
  const ends = after(survivorWatcher).filter((e) => LOT_ENDS.has(e.kind) && e.lot?.lot_id === lotOnTheBlock);
  expect(ends.map((e) => e.kind)).toHaveLength(1);
  expect(['sold', 'on-approval']).toContain(await lotStatus());
  // Every browser-like watcher on the public port hears it too; those that nginx had sent to the dead process
  // reconnected, and nginx sent them to the survivor.
  for (const browser of browsers) await expect.poll(() => movedOn(browser), { timeout: 20_000 }).toBe(true);
  const reconnected = browsers.filter((b) => b.connects > 1).length;
  expect(reconnected).toBeGreaterThan(0);
  expect(reconnected).toBeLessThan(browsers.length);
  console.log(
    `deployment: ${holder.name} (pid ${holderPid}) held auction ${auctionId}; after its kill -9 ${survivor.name} ran it; ${reconnected} of ${browsers.length} browser-like watchers reconnected through nginx`,
  );
  // And nginx sends every request to the survivor now.
  for (let i = 0; i < 4; i++) expect((await httpFrom(`${PUBLIC}/healthz`)).status).toBe(200);
  const lot = await httpFrom(`${PUBLIC}/rest-api/v2/lots/${lotOnTheBlock}/bidding`);
  expect(lot.status).toBe(200);
});
