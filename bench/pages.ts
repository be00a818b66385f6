// The pages benchmark (issue 25): requests a second, latency and server CPU of lot pages, search pages with filters and
// the home page under autocannon, against the cached content page of the same production server in the same run; on
// PostgreSQL also the crawl (every sitemap file, then distinct lot pages none of which is cached yet), the process's
// memory and its time from start to the first answered search. The server is `npm start`'s (scripts/start.ts).
//   BENCH_PAGES_SECONDS (15), BENCH_PAGES_WARMUP_SECONDS (5), BENCH_PAGES_CONNECTIONS (10),
//   BENCH_PAGES_LOTS (5000): PGlite's fresh inventory, BENCH_PAGES_PG_LOTS (1000000): PostgreSQL's, seeded once into
//   BENCH_PAGES_PG_URL (postgres://postgres@127.0.0.1:5432/bench_pages, created when missing) and reused;
//   BENCH_PAGES_URLS (200): lot pages rotated through; BENCH_PAGES_CRAWL (10000): distinct lot pages crawled;
//   BENCH_DATABASES=pglite|postgres: one of them only; BENCH_PAGES_LABEL: the code measured ("after" by default).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '@/lib/db/client';
import { lotPathOf } from '@/lib/domain/lot-route';
import { processCpuMs } from './host-cpu';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';
import { ensureSearchInventory } from './search-seed';
import { startBenchServer } from './server';

const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.BENCH_PAGES_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 10);
const LOTS = Number(process.env.BENCH_PAGES_LOTS ?? 5000);
const PG_LOTS = Number(process.env.BENCH_PAGES_PG_LOTS ?? 1_000_000);
const PG_URL = process.env.BENCH_PAGES_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_pages';
const URLS = Number(process.env.BENCH_PAGES_URLS ?? 200);
const CRAWL = Number(process.env.BENCH_PAGES_CRAWL ?? 10_000);
const LABEL = process.env.BENCH_PAGES_LABEL ?? 'after';
const CONTENT_PATH = '/about-us';
/** Search pages with filters, rotated through: the query is the search (each a page of its own). */
const SEARCH_PATHS = [
  '/search?makes=toyota&year_from=2012',
  '/search?types=suv&states=TX',
  '/search/buy-it-now?makes=ford',
  '/collision?year_from=2015&sort=year&sort_direction=desc',
  '/salvage-honda?odometer_to=150000',
  '/search?makes=chevrolet&types=pickup',
  '/flood-damage?states=FL',
  '/search/auction-only?year_from=2018',
  '/search?makes=nissan&sort=odometer',
  '/search/title-name-salvage?makes=hyundai',
];

interface Load {
  responses: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  bad: number;
  cpuMsPerRequest: number;
}
interface Run extends Load {
  database: string;
  page: string;
}
interface Scale {
  database: string;
  lots: number;
  startToSearchS: number;
  rssMiB: number;
  sitemapFiles: number;
  sitemapMaxMs: number;
  sitemapSlowest: string;
  crawl: Load | null;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** `count` lot page paths (the canonical form) from `lots/search`, each checked to answer 200 with the lot page. */
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
  for (const path of paths.slice(0, count)) await expectPage(url, path, 'class="lot-page"');
  return paths.slice(0, count);
}

async function expectPage(url: string, path: string, marker: string): Promise<void> {
  const response = await fetch(url + path, { redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200 || !html.includes(marker))
    throw new Error(`${path} answered ${response.status}, not the page wanted`);
}

/** `connections` connections for `seconds` (or until `amount` answers), each request the next of `paths`. */
async function load(
  url: string,
  paths: string[],
  pid: number,
  limit: { seconds: number } | { amount: number },
): Promise<Load> {
  let next = 0;
  const latencies: number[] = [];
  let bad = 0;
  const cpuBefore = processCpuMs(pid);
  const started = performance.now();
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    timeout: 30,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) bad += 1;
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
    bad: bad + result.errors + result.timeouts,
    cpuMsPerRequest: cpu / latencies.length,
  };
}

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? NaN) / 1024;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

/** Every sitemap file timed once (the index first), and up to `wanted` lot page paths from them. */
async function crawlSitemaps(url: string, wanted: number) {
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(url + path);
    const body = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return { path, ms: performance.now() - started, body };
  };
  const index = await timed('/sitemap.xml');
  const files = [index];
  const lotPages: string[] = [];
  for (const file of locs(index.body)) {
    const got = await timed(file);
    files.push(got);
    if (lotPages.length < wanted) lotPages.push(...locs(got.body).filter((p) => /^\/\d{9}-/.test(p)));
  }
  const slowest = files.reduce((a, b) => (b.ms > a.ms ? b : a));
  return {
    files: files.length,
    maxMs: slowest.ms,
    slowest: slowest.path,
    lotPages: lotPages.slice(0, wanted),
  };
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
}

const fmt = (database: string, page: string, r: Load) =>
  `  ${database} ${page}: ${r.perSecond.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request, non-200 or errors ${r.bad}; load ${loadAverage()}`;

async function benchServer(
  database: string,
  port: number,
  lots: number,
  env: Record<string, string>,
  scale: boolean,
): Promise<{ runs: Run[]; scale: Scale | null }> {
  console.log(`${database}: starting the production server (${lots.toLocaleString('en-US')} lots)`);
  const spawned = performance.now();
  const server = await startBenchServer(port, lots, env);
  const search = await fetch(`${server.url}/rest-api/v1.0/lots/search?makes=toyota`);
  if (!search.ok) throw new Error(`the first search answered ${search.status}`);
  const startToSearchS = (performance.now() - spawned) / 1000;
  try {
    const lotPages = await lotPaths(server.url, URLS);
    for (const path of SEARCH_PATHS) await expectPage(server.url, path, 'data-testid="result-count"');
    await expectPage(server.url, '/', 'class="hero"');
    await expectPage(server.url, CONTENT_PATH, '<h1');
    const targets = [
      { page: `lot pages (${lotPages.length} rotated)`, paths: lotPages },
      { page: `search pages with filters (${SEARCH_PATHS.length} rotated)`, paths: SEARCH_PATHS },
      { page: 'home `/`', paths: ['/'] },
      { page: `cached content page \`${CONTENT_PATH}\``, paths: [CONTENT_PATH] },
    ];
    for (const { paths } of targets) await load(server.url, paths, server.pid, { seconds: WARMUP_SECONDS });
    const runs: Run[] = [];
    for (const { page, paths } of targets) {
      const run = { database, page, ...(await load(server.url, paths, server.pid, { seconds: SECONDS })) };
      console.log(fmt(database, page, run));
      runs.push(run);
    }
    if (!scale) return { runs, scale: null };
    const sitemaps = await crawlSitemaps(server.url, CRAWL);
    console.log(
      `  ${database} sitemaps: ${sitemaps.files} files, slowest ${sitemaps.slowest} ${sitemaps.maxMs.toFixed(0)} ms`,
    );
    const crawl =
      sitemaps.lotPages.length > 0
        ? await load(server.url, sitemaps.lotPages, server.pid, { amount: sitemaps.lotPages.length })
        : null;
    if (crawl) console.log(fmt(database, `crawl of ${sitemaps.lotPages.length} distinct lot pages`, crawl));
    const rss = rssMiB(server.pid);
    console.log(
      `  ${database}: RSS ${rss.toFixed(0)} MiB, start to first search ${startToSearchS.toFixed(1)} s`,
    );
    return {
      runs,
      scale: {
        database,
        lots,
        startToSearchS,
        rssMiB: rss,
        sitemapFiles: sitemaps.files,
        sitemapMaxMs: sitemaps.maxMs,
        sitemapSlowest: sitemaps.slowest,
        crawl,
      },
    };
  } finally {
    await server.stop();
  }
}

/** PG_URL's database, created when missing, holding exactly PG_LOTS demo lots (seeded once, then reused). */
export async function seededPostgres(): Promise<string> {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  const admin = new URL(PG_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: PG_URL });
  try {
    await ensureSearchInventory(database, PG_LOTS, 'PostgreSQL');
  } finally {
    await database.close();
  }
  return PG_URL;
}

const ms = (n: number) => n.toFixed(1);

export async function runPagesBench(): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  const loadBefore = loadAverage();
  const runs: Run[] = [];
  const scales: Scale[] = [];
  if (only !== 'postgres') runs.push(...(await benchServer('PGlite', 3214, LOTS, {}, false)).runs);
  if (only !== 'pglite') {
    if (await postgresAnswers(PG_URL.replace(/\/[^/]*$/, '/postgres'))) {
      const url = await seededPostgres();
      const result = await benchServer('PostgreSQL', 3215, PG_LOTS, { DATABASE_URL: url }, true);
      runs.push(...result.runs);
      if (result.scale) scales.push(result.scale);
    } else {
      console.log(`PostgreSQL does not answer at ${PG_URL}: skipped`);
    }
  }
  const loadAfter = loadAverage();
  const lotsOf = (database: string) => (database === 'PGlite' ? LOTS : PG_LOTS).toLocaleString('en-US');
  const rows = runs.map(
    (r) =>
      `| ${r.database} | ${lotsOf(r.database)} | ${r.page} | ${r.responses} | ${r.perSecond.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.bad} |`,
  );
  const ratios = runs
    .filter((r) => !r.page.startsWith('cached content'))
    .map((r) => {
      const content = runs.find((c) => c.database === r.database && c.page.startsWith('cached content'))!;
      const share = r.perSecond / content.perSecond;
      return `| ${r.database} | ${r.page} | ${share.toFixed(2)} | ${share >= 0.5 && r.bad === 0 ? 'met' : 'not met'} |`;
    });
  const scaleRows = scales.map((s) => {
    const warm = runs.find((r) => r.database === s.database && r.page.startsWith('lot pages'))!;
    const crawlRatio = s.crawl ? s.crawl.cpuMsPerRequest / warm.cpuMsPerRequest : NaN;
    return [
      `| ${s.database} | ${s.lots.toLocaleString('en-US')} | sitemap files | ${s.sitemapFiles} answered, slowest ${ms(s.sitemapMaxMs)} ms (\`${s.sitemapSlowest}\`) | every file within 1 s: ${s.sitemapMaxMs <= 1000 ? 'met' : 'not met'} |`,
      s.crawl
        ? `| ${s.database} | ${s.lots.toLocaleString('en-US')} | crawl of ${s.crawl.responses.toLocaleString('en-US')} distinct lot pages | ${s.crawl.perSecond.toFixed(0)} req/s, p50 ${ms(s.crawl.p50)} ms, p95 ${ms(s.crawl.p95)} ms, ${s.crawl.cpuMsPerRequest.toFixed(2)} ms CPU per page, ${s.crawl.bad} non-200 or errors: ${crawlRatio.toFixed(1)}x a warm lot page | within 2x: ${crawlRatio <= 2 ? 'met' : 'not met'} |`
        : `| ${s.database} | ${s.lots.toLocaleString('en-US')} | crawl | no lot pages in the sitemaps | not met |`,
      `| ${s.database} | ${s.lots.toLocaleString('en-US')} | web process RSS after the runs and the crawl | ${s.rssMiB.toFixed(0)} MiB | at most 1 GiB: ${s.rssMiB <= 1024 ? 'met' : 'not met'} |`,
      `| ${s.database} | ${s.lots.toLocaleString('en-US')} | start to the first answered search | ${s.startToSearchS.toFixed(1)} s | at most 30 s: ${s.startToSearchS <= 30 ? 'met' : 'not met'} |`,
    ].join('\n');
  });
  writeSection(
    `pages-${LABEL}`,
    `Pages from the cache (${LABEL}): lot, search and home pages against the cached content page`,
    `| database | lots | page | responses | requests/s | p50 ms | p95 ms | p99 ms | server CPU ms / request | non-200 or errors |
| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

Against the cached content page of the same server, same run (goal: at least 0.50 of its requests/s, 0 errors):

| database | page | requests/s against the content page | goal |
| --- | --- | ---: | --- |
${ratios.join('\n')}
${
  scaleRows.length > 0
    ? `
At scale:

| database | lots | what | figure | goal |
| --- | ---: | --- | --- | --- |
${scaleRows.join('\n')}
`
    : ''
}
How: \`npm run bench -- pages\` (bench/pages.ts), BENCH_PAGES_LABEL=${LABEL}. The production server as \`npm start\` runs it
(scripts/start.ts), on PGlite with a fresh data folder of ${LOTS.toLocaleString('en-US')} demo lots, and on PostgreSQL with
${PG_LOTS.toLocaleString('en-US')} demo lots seeded once into \`${new URL(PG_URL).pathname.slice(1)}\` and reused (start time:
from spawning the process to the first answered \`lots/search\`, migrations and the facet index included). autocannon,
${CONNECTIONS} connections, anonymous requests for the HTML document, ${WARMUP_SECONDS} s of warm-up per page, then ${SECONDS} s
measured, in the order of the table: ${URLS} lot pages rotated, ${SEARCH_PATHS.length} search pages with filters rotated
(\`${SEARCH_PATHS[0]}\`, \`${SEARCH_PATHS[3]}\`, ...), the home page, \`${CONTENT_PATH}\`. Latency: each answer's time to
its last byte, percentiles by nearest rank. Server CPU: user + system time of the web process (/proc) over the measured
seconds, divided by the answers; the load generator shares the two cores. The crawl: the sitemap index and each of its
files fetched one after another and timed, then the first ${CRAWL.toLocaleString('en-US')} lot pages they list, each once,
over ${CONNECTIONS} connections, its server CPU per page set against the warm lot pages' above. Load average (1, 5, 15 min)
${loadBefore} before, ${loadAfter} after.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runPagesBench();
