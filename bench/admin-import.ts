// The bulk import benchmark (issue 23 §8): a generated CSV of BENCH_IMPORT_ROWS (100,000) new lots is uploaded
// through the import service (multipart, streamed to storage) and run by the job queue's worker in this process, on
// PGlite and on PostgreSQL (TEST_DATABASE_URL, or DATABASE_URL; skipped when it does not answer), into an inventory
// of BENCH_IMPORT_INVENTORY (20,000) demo lots. Meanwhile lots/search is asked again and again through its route
// handler (a text query and a make filter, one request at a time with a 20 ms pause), and its latencies are
// measured. Then the same file is imported a second time (every row unchanged). Goal: at most 60 s for 100,000 rows
// on PostgreSQL with search's p95 under 50 ms.
//   BENCH_DATABASES=pglite|postgres: one of them only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { GET as searchRoute } from '@/app/rest-api/v1.0/lots/search/route';
import { getDb } from '@/lib/db/database';
import { branches, imports, members } from '@/lib/db/schema';
import { withCheckDigit } from '@/lib/domain/vin';
import { startImport } from '@/lib/server/imports/start-import';
import { startJobs } from '@/lib/server/jobs/job-kinds';
import { loadFacetIndex } from '@/lib/server/search/facet-index/facet-index';
import { localStorage, setFileStorage } from '@/lib/server/storage/local-storage';
import { createTestDatabase, type TestDatabaseKind } from '@/test/databases';
import { postgresAnswers } from './postgres-answers';
import { writeSection } from './report';
import { ensureSearchInventory } from './search-seed';

process.env.LOG_LEVEL = 'warn';
const POSTGRES_URL = (process.env.TEST_DATABASE_URL ||=
  process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const INVENTORY = Number(process.env.BENCH_IMPORT_INVENTORY ?? 20_000);
const GOAL_SECONDS = 60;
const GOAL_P95_MS = 50;

const MODELS = [
  ['Toyota', 'Camry'],
  ['Honda', 'Civic'],
  ['Ford', 'F-150'],
  ['Chevrolet', 'Silverado 1500'],
  ['Nissan', 'Altima'],
  ['Tesla', 'Model 3'],
  ['Jeep', 'Wrangler'],
  ['BMW', '3 Series'],
] as const;
const DAMAGES = ['front-end', 'rear-end', 'side', 'water-flood', 'hail', 'mechanical', 'all-over'];
const TITLES = ['salvage', 'clean', 'rebuilt', 'non-repairable'];
const STATES = ['TX', 'CA', 'FL', 'NY', 'GA', 'AZ'];
const HEADER =
  'vin,year,make,model,trim,primary_damage,secondary_damage,odometer,odometer_brand,title_type,title_state,' +
  'branch_id,start_code,keys,color,estimated_retail_value,buy_it_now_price,reserve_price,sale_date,lane';

/** `rows` new lots: unique VINs (a serial under a fixed prefix, check digit put right), one in ten on a sale. */
export function importCsv(rows: number, yards: { id: number; lanes: string[] }[]): string {
  const saleDay = Math.ceil(Date.now() / 86_400_000) * 86_400_000 + 14 * 86_400_000;
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const [make, model] = MODELS[i % MODELS.length]!;
    const yard = yards[i % yards.length]!;
    const onSale = i % 10 === 0;
    const value = 3_000 + (i % 40) * 500;
    lines.push(
      [
        withCheckDigit(`5YJ3E1EA0N${String(i).padStart(7, '0')}`),
        2005 + (i % 20),
        make,
        model,
        i % 3 === 0 ? 'Base' : '',
        DAMAGES[i % DAMAGES.length],
        i % 4 === 0 ? 'side' : '',
        10_000 + ((i * 7_919) % 250_000),
        'actual',
        TITLES[i % TITLES.length],
        STATES[i % STATES.length],
        yard.id,
        i % 2 === 0 ? 'run-and-drive' : 'stationary',
        i % 5 === 0 ? 'no' : 'yes',
        ['white', 'black', 'silver', 'blue', 'red'][i % 5],
        value,
        i % 6 === 0 ? value : '',
        i % 3 === 0 ? Math.floor(value / 2) : '',
        onSale ? new Date(saleDay + (i % 3) * 86_400_000 + 16 * 3_600_000).toISOString() : '',
        onSale ? yard.lanes[0] : '',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

interface Row {
  database: string;
  rows: number;
  uploadSeconds: number;
  importSeconds: number;
  againSeconds: number;
  counts: string;
  search: number[];
}

/** Runs one import to its end through the worker: the seconds to upload it and to its `done`, and its row. */
async function timedImport(csv: string, staff: { id: string; email: string }) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
  const started = performance.now();
  const upload = new Request('http://localhost/rest-api/v2/admin/imports', { method: 'POST', body: form });
  const { id } = await startImport(staff, upload);
  const uploaded = performance.now();
  const worker = await startJobs();
  try {
    for (;;) {
      await sleep(100);
      const [row] = await (await getDb()).select().from(imports).where(eq(imports.id, id));
      if (row!.status === 'failed') throw new Error(`import ${id} failed: ${row!.failure}`);
      if (row!.status === 'done')
        return {
          uploadSeconds: (uploaded - started) / 1000,
          seconds: (performance.now() - started) / 1000,
          row: row!,
        };
    }
  } finally {
    await worker.stop();
  }
}

/** Searches one after another until `until` resolves; the latency of each. */
async function searchMeanwhile(until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(
    () => (done = true),
    () => (done = true),
  );
  const queries = ['q=camry', 'makes=toyota', 'q=model+3&sort=sale_date', 'damages=hail'];
  const latencies: number[] = [];
  for (let i = 0; !done; i++) {
    const started = performance.now();
    const response = await searchRoute(
      new Request(`http://localhost/rest-api/v1.0/lots/search?${queries[i % queries.length]}`),
      {},
    );
    await response.json();
    latencies.push(performance.now() - started);
    await sleep(20);
  }
  return latencies;
}

async function benchDatabase(kind: TestDatabaseKind): Promise<Row> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const { setDatabase } = await import('@/lib/db/database');
  const testDb = await createTestDatabase(kind);
  setDatabase(testDb.database);
  const files = mkdtempSync(path.join(tmpdir(), 'salvage-bench-import-'));
  setFileStorage(localStorage(files));
  try {
    await ensureSearchInventory(testDb.database, INVENTORY, label);
    await loadFacetIndex();
    const { db } = testDb.database;
    const [staff] = await db.select({ id: members.id, email: members.email }).from(members).limit(1);
    const yards = await db.select({ id: branches.id, lanes: branches.lanes }).from(branches);
    const csv = importCsv(ROWS, yards);
    console.log(`${label}: importing ${ROWS} rows (${(csv.length / 2 ** 20).toFixed(1)} MB)`);
    const importing = timedImport(csv, staff!);
    const [first, search] = await Promise.all([importing, searchMeanwhile(importing)]);
    console.log(`  ${label}: ${first.seconds.toFixed(1)} s; search p95 ${ms(percentile(search, 95))} ms`);
    const again = await timedImport(csv, staff!);
    console.log(`  ${label}: again (unchanged) ${again.seconds.toFixed(1)} s`);
    const r = first.row;
    return {
      database: label,
      rows: ROWS,
      uploadSeconds: first.uploadSeconds,
      importSeconds: first.seconds,
      againSeconds: again.seconds,
      counts: `${r.created} created, ${r.rejected} rejected; again ${again.row.unchanged} unchanged`,
      search,
    };
  } finally {
    setFileStorage(undefined);
    rmSync(files, { recursive: true, force: true });
    await testDb.dispose();
  }
}

export async function runAdminImportBench(): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  const rows: Row[] = [];
  if (only !== 'postgres') rows.push(await benchDatabase('pglite'));
  if (only !== 'pglite') {
    if (await postgresAnswers(POSTGRES_URL)) rows.push(await benchDatabase('postgres'));
    else console.log(`PostgreSQL does not answer at ${POSTGRES_URL}: skipped`);
  }
  const table = [
    '| database | rows | upload s | import s (upload to done) | rows/s | same file again s | outcome | searches | search p50 ms | search p95 ms | search max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.database} | ${r.rows.toLocaleString('en-US')} | ${r.uploadSeconds.toFixed(1)} | ${r.importSeconds.toFixed(1)} | ${Math.round(r.rows / r.importSeconds).toLocaleString('en-US')} | ${r.againSeconds.toFixed(1)} | ${r.counts} | ${r.search.length} | ${ms(percentile(r.search, 50))} | ${ms(percentile(r.search, 95))} | ${ms(Math.max(...r.search))} |`,
    ),
  ].join('\n');
  const postgres = rows.find((r) => r.database === 'PostgreSQL');
  const verdict = postgres
    ? `${postgres.importSeconds <= GOAL_SECONDS ? 'met' : 'missed'} for the time (${postgres.importSeconds.toFixed(1)} s), ` +
      `${percentile(postgres.search, 95) < GOAL_P95_MS ? 'met' : 'missed'} for search (p95 ${ms(percentile(postgres.search, 95))} ms)`
    : 'not measured (no PostgreSQL)';
  writeSection(
    'admin-import',
    'Admin: bulk import',
    `${table}

Goal on PostgreSQL (100,000 rows in at most ${GOAL_SECONDS} s, search p95 under ${GOAL_P95_MS} ms meanwhile): ${verdict}.

How: \`npm run bench -- admin\` (bench/admin-import.ts). A generated CSV of new lots (eight makes and models, one row
in ten on a sale, the others upcoming) goes through the import service as a multipart upload (streamed to storage),
and the job queue's worker in the same process applies it in batches of 500 rows per transaction
(lib/server/imports). The time runs from the upload to the import's \`done\`, including the count pass. Meanwhile
\`GET /rest-api/v1.0/lots/search\` (route handler, in process, with facet counts) is asked one request at a time with
a 20 ms pause, over an inventory of ${INVENTORY.toLocaleString('en-US')} demo lots plus the imported ones. The same
file is then imported again (every row compares equal: unchanged).`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runAdminImportBench();
