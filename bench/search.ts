// The search benchmark: GET /rest-api/v1.0/lots/search (results, total and the facet counts of every group) for the
// five cases of the search issue, on PGlite (100,000 lots) and PostgreSQL (1,000,000 lots), through the route handler
// in this process (validation, query building, facets, labels, JSON), not over HTTP. Each case is also run as bare SQL
// (the same statements through the driver, without the service, its cache or JSON) in the same run.
//   BENCH_SEARCH_LOTS (100000), BENCH_SEARCH_PG_LOTS (1000000): inventory sizes;
//   BENCH_SEARCH_PG_URL: an already seeded PostgreSQL database to use instead of seeding a fresh one;
//   BENCH_DATABASES=pglite|postgres: one of them only; BENCH_SEARCH_REQUESTS (200), BENCH_SEARCH_COLD (20).
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { GET as searchRoute } from '@/app/rest-api/v1.0/lots/search/route';
import { openDatabase, type Database } from '@/lib/db/client';
import { seedDatabase } from '@/lib/db/seed/seed-database';
import { lotSearchQuery } from '@/lib/domain/lot-search-query';
import { EMPTY_FILTERS } from '@/lib/domain/search-filters';
import { searchCounts, searchCountsSql } from '@/lib/server/search/facet-counts';
import { clearCachedCounts } from '@/lib/server/search/search-cache';
import { lotPageQuery } from '@/lib/server/search/search-lots';
import { createTestDatabase, type TestDatabaseKind } from '@/test/databases';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';

process.env.LOG_LEVEL = 'warn';
const POSTGRES_URL = (process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test');
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);
const COLD = Number(process.env.BENCH_SEARCH_COLD ?? 20);

interface Row {
  database: string;
  lots: number;
  scenario: string;
  warm: number[];
  cold: number[];
  bare: number[];
  barePage: number[];
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
    const row: Row = { database: label, lots, scenario: name, warm: [], cold: [], bare: [], barePage: [] };
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
    await clearCachedCounts();
    for (let i = 0; i < Math.min(COLD, queries.length * 2); i++) {
      const query = queries[i % queries.length]!;
      await clearCachedCounts();
      row.cold.push(await timed(() => route(query)));
      row.bare.push(await timed(() => bare(query, true)));
    }
    for (const query of queries) await route(query); // warm: every query's counts cached once, as in a live site
    for (let i = 0; i < REQUESTS; i++) {
      const query = queries[i % queries.length]!;
      row.warm.push(await timed(() => route(query)));
      row.barePage.push(await timed(() => bare(query, false)));
    }
    console.log(
      `  ${label} ${name}: warm p50 ${ms(percentile(row.warm, 50))} p95 ${ms(percentile(row.warm, 95))}; cold p95 ${ms(percentile(row.cold, 95))}; bare page p95 ${ms(percentile(row.barePage, 95))}; bare page+counts p95 ${ms(percentile(row.bare, 95))}`,
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
    if (!existing) {
      const started = performance.now();
      await seedDatabase(testDb.database.db, { lots, hashPassword: async (p) => `bench$${p.length}` });
      if (kind === 'postgres') await testDb.database.db.execute(sql`analyze lots`);
      console.log(`${label}: ${lots} lots seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
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
    '| database | lots | case | p50 ms | p95 ms | bare SQL p95 ms (page) | ratio p95 | cold p50 ms | cold p95 ms | bare SQL p95 ms (page + counts) | cold ratio p95 |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => {
      const p95 = percentile(r.warm, 95);
      const bare = percentile(r.barePage, 95);
      const cold = percentile(r.cold, 95);
      const bareAll = percentile(r.bare, 95);
      return `| ${r.database} | ${r.lots.toLocaleString('en-US')} | ${r.scenario} | ${ms(percentile(r.warm, 50))} | ${ms(p95)} | ${ms(bare)} | ${(p95 / bare).toFixed(2)} | ${ms(percentile(r.cold, 50))} | ${ms(cold)} | ${ms(bareAll)} | ${(cold / bareAll).toFixed(2)} |`;
    }),
  ].join('\n');
  const missed = rows.filter((r) => percentile(r.warm, 95) > 50);
  writeSection(
    'search',
    'Search: lots/search latency with facet counts',
    `${table}

Goal (p95 at most 50 ms with facet counts, at most 1.5x the bare SQL): ${missed.length === 0 ? 'met with the counts cache warm' : `missed by ${missed.map((r) => `${r.database} ${r.scenario}`).join(', ')}`}; without the cache (cold columns) the counting scans are far slower on large sets.

How: \`npm run bench -- search\` (bench/search.ts). Each request goes through the \`GET /rest-api/v1.0/lots/search\`
route handler in the benchmark's process (validation, the query builder, page, total, facet counts of the ten groups,
labels, JSON), one at a time. The cases draw from pools of values (40 make/model pairs with year ranges, 8 damages x 10
states, 30 make and model words), so most requests differ from the one before. p50/p95: ${REQUESTS} requests with the
counts cache (60 s, per filter) already holding every query of the pool, as on a live site. Bare SQL (page): the same
page statement sent through the driver in the same run, the floor of any implementation; ratio = p95 / its p95.
Cold: the counts cache emptied before each of ${COLD} requests, against the bare page and count statements run in
parallel.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench();
