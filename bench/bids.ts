// The bidding benchmark: accepted bids per second and latency on one hot lot and spread over 100 lots, with 200
// bidders, on PGlite and PostgreSQL. Bids go through the POST /rest-api/v2/bids route handler in this process (the
// whole server side: session lookup, validation, idempotency, member and lot locks, proxy engine, ledger, notices),
// not over HTTP.
import { randomUUID } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import * as z from 'zod/mini';
import { POST as bidRoute } from '@/app/rest-api/v2/bids/route';
import type { Db } from '@/lib/db/client';
import { incrementAt, roundUpToIncrement } from '@/lib/domain/bid-increments';
import { add, centsFromDollars, times } from '@/lib/domain/money';
import { wireDollars } from '@/lib/schemas/money';
import { bids, lots, proxyMaximums } from '@/lib/db/schema';
import { lotBidding } from '@/lib/server/bids/lot-bidding';
import { closeRateLimiters } from '@/lib/server/rate-limit/limiters';
import { registerBidder } from '@/test/bidders';
import { createTestDatabase, type TestDatabaseKind } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { jsonRequest, type TestMember } from '@/test/members';
import { hostCpuSpent, sampleHostCpu, type HostCpuSpent } from './host-cpu';
import { closedLoop, openLoop, type Answer, type Tally } from './load';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';

const BIDDERS = 200;
const SPREAD_LOTS = 100;
const HOT_LOT = 370_000_000;
const FIRST_SPREAD_LOT = 370_000_001;
const DURATION_MS = 10_000;
const WARM_UP_MS = 1_500;
// Quiet (the outbox mails are logged at info), before anything reads the environment.
process.env.LOG_LEVEL = 'warn';
const POSTGRES_URL = (process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test');

interface Row {
  database: string;
  scenario: string;
  attempted: number;
  accepted: number;
  outbidRaces: number;
  otherRefusals: string;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** This process's CPU time (user + system) per answer: the server side's cost, little swayed by other load. */
  cpuMs: number;
  /** The local PostgreSQL server's CPU time per answer (null on PGlite, whose CPU is in cpuMs, or without /proc). */
  postgresCpuMs: number | null;
  /** The share of the machine's CPU time the host stole during the scenario, in percent (null without /proc). */
  stealPercent: number | null;
}

/** What each bidder's browser knows of each lot's next minimum bid (dollars): from answers and refreshes. */
const minimums = new Map<number, number>();

async function refresh(lotId: number): Promise<void> {
  const state = await lotBidding(lotId, null);
  minimums.set(lotId, z.encode(wireDollars, state.minimumBid));
}

/**
 * A maximum a bidder might set: the known minimum plus 0 to 10 increments, on the increment grid (bidders set their
 * own maxima above the minimum; if all bid exactly the minimum, every race would have one winner and 199 refusals).
 */
function maximumFor(lotId: number): number {
  const minimum = centsFromDollars(minimums.get(lotId) ?? 25);
  const raised = add(minimum, times(incrementAt(minimum), Math.floor(Math.random() * 11)));
  return z.encode(wireDollars, roundUpToIncrement(raised));
}

/** One bid as the bid box sends it; a refusal for being low (or for not raising one's own lead) refreshes the lot. */
async function bidOnce(member: TestMember, lotId: number): Promise<Answer> {
  const maxBid = maximumFor(lotId);
  const request = jsonRequest('/rest-api/v2/bids', {
    body: { lotId, maxBid, locale: 'en' },
    cookie: member.cookie,
  });
  request.headers.set('idempotency-key', randomUUID());
  const response = await bidRoute(request, {});
  const body = (await response.json()) as { data?: { minimumBid: number }; error?: { code: string } };
  if (body.data) minimums.set(lotId, Math.max(minimums.get(lotId) ?? 0, body.data.minimumBid));
  else if (body.error?.code === 'bid_below_minimum' || body.error?.code === 'max_not_raised')
    await refresh(lotId);
  return { status: response.status, code: body.error?.code };
}

/** Run a scenario and measure the CPU time this process, and the machine, spent on it. */
async function measured<T>(
  run: () => Promise<T>,
): Promise<T & { cpuMicros: number; host: HostCpuSpent | null }> {
  const before = process.cpuUsage();
  const hostBefore = sampleHostCpu();
  const result = await run();
  const spent = process.cpuUsage(before);
  return { ...result, cpuMicros: spent.user + spent.system, host: hostCpuSpent(hostBefore, sampleHostCpu()) };
}

function rowOf(
  database: string,
  scenario: string,
  run: { tally: Tally; seconds: number; cpuMicros: number; host: HostCpuSpent | null },
  attempted: number,
): Row {
  const { tally, seconds } = run;
  const outbidRaces = tally.codes.get('409 bid_below_minimum') ?? 0;
  const other = [...tally.codes].filter(([code]) => code !== '409 bid_below_minimum');
  return {
    database,
    scenario,
    attempted,
    accepted: tally.accepted,
    outbidRaces,
    otherRefusals: other.map(([code, n]) => `${code}: ${n}`).join(', ') || 'none',
    errors: tally.errors,
    perSecond: tally.accepted / seconds,
    p50: tally.percentile(50),
    p95: tally.percentile(95),
    p99: tally.percentile(99),
    cpuMs: run.cpuMicros / 1000 / Math.max(1, tally.latencies.length),
    postgresCpuMs:
      database === 'PostgreSQL' && run.host
        ? run.host.postgresMs / Math.max(1, tally.latencies.length)
        : null,
    stealPercent: run.host?.stealPercent ?? null,
  };
}

/** Every lot's price within its leader's maximum, and a ledger row for every accepted bid. */
async function checkIntegrity(db: Db, accepted: number): Promise<void> {
  const [ledger] = await db.select({ n: count() }).from(bids);
  const over = await db
    .select({ id: lots.id })
    .from(lots)
    .innerJoin(
      proxyMaximums,
      and(eq(proxyMaximums.lotId, lots.id), eq(proxyMaximums.memberId, lots.highBidderId)),
    )
    .where(gt(lots.currentBidCents, proxyMaximums.maxCents));
  const rows = ledger?.n ?? 0;
  if (rows < accepted || over.length > 0) {
    throw new Error(
      `integrity check failed: ${rows} ledger rows for ${accepted} accepted bids, ${over.length} lots over`,
    );
  }
  console.log(
    `  integrity ok: ${rows} ledger rows for ${accepted} accepted bids; no price above its leader's maximum`,
  );
}

async function benchDatabase(kind: TestDatabaseKind): Promise<Row[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const testDb = await createTestDatabase(kind);
  const { setDatabase } = await import('@/lib/db/database');
  setDatabase(testDb.database);
  const db = testDb.database.db;
  const rows: Row[] = [];
  try {
    await insertTestBranch(db);
    const spread = Array.from({ length: SPREAD_LOTS }, (_, i) => FIRST_SPREAD_LOT + i);
    await insertTestLots(db, [{ id: HOT_LOT }, ...spread.map((id) => ({ id }))]);
    const started = performance.now();
    // Vip: no active-bid limit; a $500,000 deposit: $5,000,000 of buying power, never the reason for a refusal here.
    const bidders: TestMember[] = [];
    for (let i = 0; i < BIDDERS; i += 10) {
      bidders.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () =>
            registerBidder(db, { membership: 'vip', depositCents: 50_000_000 }),
          ),
        )),
      );
    }
    console.log(
      `${label}: ${BIDDERS} bidders signed up in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const randomLot = () => spread[Math.floor(Math.random() * spread.length)]!;

    await closedLoop(BIDDERS, WARM_UP_MS, (w) => bidOnce(bidders[w]!, randomLot()));

    let accepted = 0;
    const hot = await measured(() => closedLoop(BIDDERS, DURATION_MS, (w) => bidOnce(bidders[w]!, HOT_LOT)));
    rows.push(rowOf(label, 'one hot lot, closed loop', hot, hot.tally.latencies.length));
    accepted += hot.tally.accepted;
    const wide = await measured(() =>
      closedLoop(BIDDERS, DURATION_MS, (w) => bidOnce(bidders[w]!, randomLot())),
    );
    rows.push(rowOf(label, '100 lots, closed loop', wide, wide.tally.latencies.length));
    accepted += wide.tally.accepted;
    const open = await measured(() =>
      openLoop(BIDDERS, 1, DURATION_MS, (w) => bidOnce(bidders[w]!, randomLot())),
    );
    rows.push(rowOf(label, '100 lots, open loop 200 bids/s', open, open.offered));
    accepted += open.tally.accepted;
    for (const row of rows.slice(-3)) console.log(`  ${row.scenario}: ${JSON.stringify(row)}`);
    await checkIntegrity(db, accepted);
    const [hotLot] = await db.select({ price: lots.currentBidCents }).from(lots).where(eq(lots.id, HOT_LOT));
    console.log(`  the hot lot ended at $${((hotLot?.price ?? 0) / 100).toLocaleString('en-US')}`);
  } finally {
    await testDb.dispose();
    minimums.clear();
  }
  return rows;
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const fixed = (n: number | null, digits: number, unit = '') =>
  n === null ? '-' : `${n.toFixed(digits)}${unit}`;

export async function runBidsBench(): Promise<void> {
  // BENCH_DATABASES=postgres (or pglite) runs one of them only.
  const only = process.env.BENCH_DATABASES;
  const rows = only === 'postgres' ? [] : await benchDatabase('pglite');
  if (only === 'pglite') {
    // PostgreSQL not asked for.
  } else if (await postgresAnswers(POSTGRES_URL)) {
    rows.push(...(await benchDatabase('postgres')));
  } else {
    console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: skipped`);
  }
  await closeRateLimiters();
  const table = [
    '| database | scenario | bids sent | accepted | accepted/s | outbid races (409) | other refusals | errors | p50 ms | p95 ms | p99 ms | CPU ms per answer | PostgreSQL CPU ms per answer | host steal |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.scenario} | ${r.attempted} | ${r.accepted} | ${r.perSecond.toFixed(0)} | ${r.outbidRaces} | ${r.otherRefusals} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuMs.toFixed(2)} | ${fixed(r.postgresCpuMs, 2)} | ${fixed(r.stealPercent, 1, '%')} |`,
    ),
  ].join('\n');
  const goal = rows.find((r) => r.database === 'PostgreSQL' && r.scenario.includes('open loop'));
  const verdict = goal
    ? `Goal (p95 at most 50 ms at 200 concurrent bidders on PostgreSQL): ${goal.p95 <= 50 ? 'met' : 'missed'}, p95 ${ms(goal.p95)} ms in the open loop.`
    : 'Goal not measured: PostgreSQL did not answer.';
  writeSection(
    'bids',
    'Bidding: accepted bids per second and latency',
    `${table}

${verdict}

How: \`npm run bench -- bids\` (bench/bids.ts). ${BIDDERS} Vip bidders with large deposits (buying power never refuses),
signed up through the sign-up route; one hot lot and ${SPREAD_LOTS} lots in pre-bidding. Each bid is a POST through
the \`/rest-api/v2/bids\` route handler in the benchmark's own process: session lookup, validation, idempotency key,
member and lot row locks, proxy engine, ledger and outbid notices (e-mails to the outbox), but not Next.js's HTTP
layer. Each bidder sets a maximum of the next minimum it knows (from its last answer) plus 0 to 10 increments; a 409 \`bid_below_minimum\` means another
bid got there first (a correct answer under contention), and the bidder refreshes the lot's state before its next bid.
Closed loops: the ${BIDDERS} bidders each send their next bid as soon as the previous one is answered, for
${DURATION_MS / 1000} s (after a ${WARM_UP_MS / 1000} s warm-up). Open loop: each bidder bids at Poisson times, 1 a
second (200 a second offered), latency measured from the scheduled time. PostgreSQL: a fresh database on the local
server, pool of 20 connections; PGlite: in memory, one connection. Latency is for every answer, accepted or refused.
CPU ms per answer: this process's CPU time (user + system: the route handler, the database driver and the load
generator; for PGlite the database too) over the scenario, divided by the answers. PostgreSQL CPU ms per answer: the
CPU time of the local server's processes (from /proc) over the same answers. Host steal: the share of the machine's CPU
time the hypervisor gave to other guests during the scenario (/proc/stat). Latency swings with whatever else the
machine runs; the CPU figures much less.`,
  );
}
