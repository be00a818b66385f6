// The search benchmark: GET /rest-api/v1.0/lots/search (results, total and the facet counts of every group) for the
// five cases of the search issue, on PGlite (100,000 lots) and PostgreSQL (1,000,000 lots), through the route handler
// in this process (validation, query building, facets, labels, JSON), not over HTTP. Nothing is cached between
// requests: the counts come from the in-memory facet index (loaded before timing, replaying lot_changes before every
// count). Each case is also run as bare SQL (the same statements through the driver, no service, no JSON) in the
// same run: the page statement alone, and the page with the GROUP BY count statements the SQL path would send.
//   BENCH_SEARCH_LOTS (100000), BENCH_SEARCH_PG_LOTS (1000000): inventory sizes;
//   BENCH_SEARCH_PG_URL: a PostgreSQL database to keep the inventory in (seeded once, reused while its lot count is
//   right) instead of a fresh one each run; BENCH_DATABASES=pglite|postgres: one of them only;
//   BENCH_SEARCH_REQUESTS (200); BENCH_SEARCH_BARE_COUNTS (5): runs of the slow bare page + counts SQL per case.
import { PgDialect } from 'drizzle-orm/pg-core';
import { GET as searchRoute } from '@/app/rest-api/v1.0/lots/search/route';
import { openDatabase, type Database } from '@/lib/db/client';
import { lotSearchQuery } from '@/lib/domain/lot-search-query';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { searchCounts, searchCountsSql } from '@/lib/server/search/facet-counts';
import { loadFacetIndex } from '@/lib/server/search/facet-index/facet-index';
import { lotPageQuery } from '@/lib/server/search/search-lots';
import { createTestDatabase, type TestDatabaseKind } from '@/test/databases';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';
import { ensureSearchInventory } from './search-seed';

process.env.LOG_LEVEL = 'warn';
const POSTGRES_URL = (process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test');
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
const BARE_COUNTS = Number(process.env.BENCH_SEARCH_BARE_COUNTS ?? 5);

interface Row {
  database: string;
  lots: number;
  scenario: string;
  api: number[];
  barePage: number[];
  bareAll: number[];
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

type RawClient = { query(text: string, params: unknown[]): Promise<unknown> };

/** The case's query strings: a pool of different values (makes and models, damages and states, words) to draw from. */
async function scenarios(): Promise<{ name: string; queries: string[] }[]> {
  const { facets } = await searchCounts(EMPTY_FILTERS);
  const pairs = facets.models.slice(0, 40);
  const damages = facets.damages.slice(0, 8).map((d) => d.key);
  const states = facets.states.slice(0, 10).map((s) => s.key);
  const words = [
    ...facets.makes.slice(0, 15).map((m) => m.name!),
    ...facets.models.slice(0, 15).map((m) => m.name!),
  ].filter((w) => /^[A-Za-z]+$/.test(w));
  const years = (i: number) => `year_from=${2008 + (i % 8)}&year_to=${2016 + (i % 8)}`;
  return [
    { name: 'no filter, sorted by sale date', queries: ['sort=sale_date'] },
    {
      name: 'make + model + year range',
      queries: pairs.map((p, i) => `makes=${p.make}&models=${p.key}&${years(i)}`),
    },
    {
      name: 'damage + state',
      queries: damages.flatMap((d) => states.map((s) => `damages=${d}&states=${s}`)),
    },
    { name: 'text query', queries: words.map((w) => `q=${encodeURIComponent(w.toLowerCase())}`) },
    { name: 'page 200', queries: ['sort=sale_date&page=200'] },
  ];
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measure(database: Database, label: string, lots: number): Promise<Row[]> {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const dialect = new PgDialect();
  const rows: Row[] = [];
  for (const { name, queries } of await scenarios()) {
    const row: Row = { database: label, lots, scenario: name, api: [], barePage: [], bareAll: [] };
    const route = async (query: string) => {
      const response = await searchRoute(
        new Request(`http://localhost/rest-api/v1.0/lots/search?${query}`),
        {},
      );
      if (response.status !== 200) throw new Error(`${query}: ${response.status} ${await response.text()}`);
      await response.json();
    };
    const bare = async (query: string, withCounts: boolean) => {
      const { filters } = lotSearchQuery.parse(Object.fromEntries(new URLSearchParams(query)));
      const page = lotPageQuery(database.db, filters).toSQL();
      const statements = [
        page,
        ...(withCounts ? searchCountsSql(filters).map((s) => dialect.sqlToQuery(s)) : []),
      ];
      await Promise.all(statements.map(({ sql, params }) => client.query(sql, params)));
    };
    for (const query of queries.slice(0, 5)) await route(query); // JIT of this process's code, not a cache
    for (let i = 0; i < REQUESTS; i++) {
      const query = queries[i % queries.length]!;
      row.api.push(await timed(() => route(query)));
      row.barePage.push(await timed(() => bare(query, false)));
    }
    for (let i = 0; i < BARE_COUNTS; i++) {
      row.bareAll.push(await timed(() => bare(queries[i % queries.length]!, true)));
    }
    console.log(
      `  ${label} ${name}: API p50 ${ms(percentile(row.api, 50))} p95 ${ms(percentile(row.api, 95))}; bare page p50 ${ms(percentile(row.barePage, 50))} p95 ${ms(percentile(row.barePage, 95))}; bare page+counts p50 ${ms(percentile(row.bareAll, 50))} p95 ${ms(percentile(row.bareAll, 95))}`,
    );
    rows.push(row);
  }
  return rows;
}

async function benchDatabase(kind: TestDatabaseKind, lots: number): Promise<Row[]> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { setDatabase } = await import('@/lib/db/database');
  const existing = kind === 'postgres' ? process.env.BENCH_SEARCH_PG_URL : undefined;
  const testDb = existing
    ? { database: await openDatabase({ kind: 'postgres', url: existing }), dispose: async () => undefined }
    : await createTestDatabase(kind);
  setDatabase(testDb.database);
  try {
    await ensureSearchInventory(testDb.database, lots, label);
    const started = performance.now();
    if (!(await loadFacetIndex())) throw new Error('the facet index did not load');
    console.log(
      `${label}: facet index of ${lots} lots loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return await measure(testDb.database, label, lots);
  } finally {
    if (existing) await testDb.database.close();
    await testDb.dispose();
  }
}

export async function runSearchBench(): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  const rows: Row[] = [];
  if (only !== 'postgres')
    rows.push(...(await benchDatabase('pglite', Number(process.env.BENCH_SEARCH_LOTS ?? 100_000))));
  if (only !== 'pglite') {
    if (process.env.BENCH_SEARCH_PG_URL || (await postgresAnswers(POSTGRES_URL))) {
      rows.push(...(await benchDatabase('postgres', Number(process.env.BENCH_SEARCH_PG_LOTS ?? 1_000_000))));
    } else {
      console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: skipped`);
    }
  }
  const table = [
    '| database | lots | case | API p50 ms | API p95 ms | bare page SQL p50 ms | bare page SQL p95 ms | ratio p95 (API / page) | bare page + counts SQL p50 ms | bare page + counts SQL p95 ms | ratio p95 (API / page + counts) |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const p95 = percentile(r.api, 95);
      const page = percentile(r.barePage, 95);
      const all = percentile(r.bareAll, 95);
      return `| ${r.database} | ${r.lots.toLocaleString('en-US')} | ${r.scenario} | ${ms(percentile(r.api, 50))} | ${ms(p95)} | ${ms(percentile(r.barePage, 50))} | ${ms(page)} | ${(p95 / page).toFixed(2)} | ${ms(percentile(r.bareAll, 50))} | ${ms(all)} | ${(p95 / all).toFixed(2)} |`;
    }),
  ].join('\n');
  const missed = rows.filter((r) => percentile(r.api, 95) > 50);
  writeSection(
    'search',
    'Search: lots/search latency with facet counts',
    `${table}

Goal (p95 at most 50 ms with facet counts): ${missed.length === 0 ? 'met in every case' : `missed by ${missed.map((r) => `${r.database} ${r.scenario}`).join(', ')}`}.

How: \`npm run bench -- search\` (bench/search.ts). Each request goes through the \`GET /rest-api/v1.0/lots/search\`
route handler in the benchmark's process (validation, the query builder, page, total, facet counts of the ten groups,
labels, JSON), one at a time, nothing cached between requests: the counts come from the in-memory facet index, which
replays lot_changes (one indexed query) before every count. The cases draw from pools of values (40 make/model pairs
with year ranges, 8 damages x 10 states, 30 make and model words), so most requests differ from the one before.
${REQUESTS} requests per case. Bare page SQL: the same page statement sent through the driver in the same run, the
floor of any implementation. Bare page + counts SQL (${BARE_COUNTS} runs): the page and the GROUP BY count statements
of the same search run in parallel, what the service costs without its index.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench();
