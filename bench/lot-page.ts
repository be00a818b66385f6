// The lot page benchmark: requests a second and latency of lot pages under autocannon, against a cached content page
// of the same production server in the same run. The server is `npm start`'s (scripts/start.ts: build when stale, then
// server.ts) on a fresh data folder with SEED_LOTS demo lots: embedded PGlite (the product's default), then a fresh
// PostgreSQL database when a server answers.
//   BENCH_LOT_PAGE_SECONDS (15), BENCH_LOT_PAGE_WARMUP_SECONDS (5), BENCH_LOT_PAGE_CONNECTIONS (10),
//   BENCH_LOT_PAGE_LOTS (5000): seeded lots, BENCH_LOT_PAGE_URLS (200): lot pages rotated through;
//   BENCH_LOT_PAGE_PG_ADMIN_URL (postgres://postgres@127.0.0.1:5432/postgres): where the fresh database is created;
//   BENCH_DATABASES=pglite|postgres: one of them only.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { lotPathOf } from '@/lib/domain/lot-route';
import { processCpuMs } from './host-cpu';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';
import { startBenchServer } from './server';

const SECONDS = Number(process.env.BENCH_LOT_PAGE_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_LOT_PAGE_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_LOT_PAGE_CONNECTIONS ?? 10);
const LOTS = Number(process.env.BENCH_LOT_PAGE_LOTS ?? 5000);
const URLS = Number(process.env.BENCH_LOT_PAGE_URLS ?? 200);
const ADMIN_URL = process.env.BENCH_LOT_PAGE_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STATIC_PATH = '/about-us';

interface Run {
  database: string;
  page: string;
  responses: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** autocannon's own p97.5 (its HDR histogram), a cross-check of ours. */
  p97_5: number;
  non200: number;
  errors: number;
  cpuMsPerRequest: number;
}

/** Nearest-rank percentile (0-100) of `values`. */
function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `count` lot page paths (the canonical 9-digit form), read from the search API, each checked to answer 200. */
async function lotPaths(url: string, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const response = await fetch(`${url}/rest-api/v1.0/lots/search?page_size=100&page=${page}`);
    if (!response.ok) throw new Error(`lots/search answered ${response.status}`);
    const { items } = (
      (await response.json()) as {
        data: { items: { id: number; year: number; make: string; model: string; trim: string | null }[] };
      }
    ).data;
    if (items.length === 0) break;
    paths.push(...items.map((lot) => lotPathOf(lot)));
  }
  if (paths.length < count) throw new Error(`only ${paths.length} lots found, ${count} wanted`);
  for (const path of paths.slice(0, count)) {
    const response = await fetch(url + path, { redirect: 'manual' });
    const html = await response.text();
    if (response.status !== 200 || !html.includes('class="lot-page"'))
      throw new Error(`${path} answered ${response.status}, not the lot page`);
  }
  return paths.slice(0, count);
}

/** `connections` connections for `seconds`, each request the next of `paths` (shared rotation); every answer timed. */
async function load(
  url: string,
  paths: string[],
  seconds: number,
  pid: number,
): Promise<Omit<Run, 'database' | 'page'>> {
  let next = 0;
  const latencies: number[] = [];
  let non200 = 0;
  const cpuBefore = processCpuMs(pid);
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) non200 += 1;
  });
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  const cpu = processCpuMs(pid) - cpuBefore;
  return {
    responses: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    p97_5: result.latency.p97_5,
    non200,
    errors: result.errors,
    cpuMsPerRequest: cpu / latencies.length,
  };
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

async function benchServer(database: string, port: number, env: Record<string, string>): Promise<Run[]> {
  console.log(`${database}: starting the production server (${LOTS} lots)`);
  const server = await startBenchServer(port, LOTS, env);
  try {
    const paths = await lotPaths(server.url, URLS);
    await fetch(server.url + STATIC_PATH);
    const cache = (await fetch(server.url + STATIC_PATH)).headers.get('x-nextjs-cache');
    if (cache !== 'HIT')
      throw new Error(`${STATIC_PATH} is not served from the cache (x-nextjs-cache: ${cache})`);
    const targets = [
      { page: `lot pages (${paths.length} rotated)`, paths },
      { page: `cached content page \`${STATIC_PATH}\``, paths: [STATIC_PATH] },
    ];
    for (const { paths: warm } of targets) await load(server.url, warm, WARMUP_SECONDS, server.pid);
    const runs: Run[] = [];
    for (const { page, paths: measured } of targets) {
      const run = { database, page, ...(await load(server.url, measured, SECONDS, server.pid)) };
      console.log(
        `  ${database} ${page}: ${run.perSecond.toFixed(0)} req/s, p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms (autocannon p97.5 ${run.p97_5}), server CPU ${run.cpuMsPerRequest.toFixed(2)} ms/request, non-200 ${run.non200}, errors ${run.errors}; load ${loadAverage()}`,
      );
      runs.push(run);
    }
    return runs;
  } finally {
    await server.stop();
  }
}

/** A fresh database on the PostgreSQL server of ADMIN_URL for `run`, dropped afterwards. */
async function withFreshPostgres<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `bench_lot_page_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  try {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

const ms = (n: number) => n.toFixed(1);

export async function runLotPageBench(): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  const loadBefore = loadAverage();
  const runs: Run[] = [];
  if (only !== 'postgres') runs.push(...(await benchServer('PGlite', 3212, {})));
  if (only !== 'pglite') {
    if (await postgresAnswers(ADMIN_URL)) {
      runs.push(
        ...(await withFreshPostgres((url) => benchServer('PostgreSQL', 3213, { DATABASE_URL: url }))),
      );
    } else {
      console.log(`PostgreSQL does not answer at ${ADMIN_URL}: skipped`);
    }
  }
  const loadAfter = loadAverage();
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${r.page} | ${r.responses} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.non200 + r.errors} |`,
  );
  const ratios = [...new Set(runs.map((r) => r.database))].map((database) => {
    const [lot, content] = runs.filter((r) => r.database === database);
    return `| ${database} | ${(lot!.perSecond / content!.perSecond).toFixed(2)} | ${(lot!.p50 / content!.p50).toFixed(2)} | ${(lot!.p95 / content!.p95).toFixed(2)} | ${(lot!.cpuMsPerRequest / content!.cpuMsPerRequest).toFixed(2)} |`;
  });
  writeSection(
    'lot-page',
    'Lot page: requests per second and latency under autocannon',
    `| database | page | responses | requests/s | p50 ms | p95 ms | p99 ms | server CPU ms / request | non-200 or errors |
| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Lot pages against the cached content page, same server, same run:

| database | requests/s (lot / content) | p50 (lot / content) | p95 (lot / content) | server CPU per request (lot / content) |
| --- | ---: | ---: | ---: | ---: |
${ratios.join('\n')}

How: \`npm run bench -- lot-page\` (bench/lot-page.ts). The production server as \`npm start\` runs it (scripts/start.ts:
\`next build\` when stale, then server.ts with its lot-URL redirect check, Next.js and the page), on a fresh data
folder seeded with ${LOTS.toLocaleString('en-US')} demo lots; PGlite is the embedded database (the default), PostgreSQL a
fresh database on the local server. ${URLS} lot pages in the canonical \`/{id}-{year}-{title}\` form are read from
\`lots/search\` and each checked to answer 200 with the lot page; the content page \`${STATIC_PATH}\` is checked to answer
\`x-nextjs-cache: HIT\` (rendered once, then served from Next's cache). autocannon 9, ${CONNECTIONS} connections
(keep-alive, one request at a time each), anonymous requests for the HTML document; the lot pages are taken in turn
from one shared rotation. Each page gets ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured, the lot pages first,
then the content page. requests/s: answers received over the measured wall time. Latency: every answer's time from
sending its request to its last byte, as autocannon's \`response\` event reports it (ms, not rounded), percentiles by
nearest rank over all the answers (autocannon's own table has p97.5 and p99, not p95). Server CPU: user + system time
of the server process (/proc) over the measured seconds, divided by the answers; the load generator runs on the same
two cores. The machine was shared: load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runLotPageBench();
