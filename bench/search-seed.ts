// The search benchmark's inventory: a database of BENCH_SEARCH_PG_URL is seeded once and reused by later runs (seeding
// a million lots takes many minutes), a fresh one every time.
import { count, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { lots } from '@/lib/db/schema';
import { clearDatabase, seedDatabase } from '@/lib/db/seed/seed-database';

type IndexRow = { name: string; definition: string };

/**
 * Make `database` hold exactly `wanted` demo lots: migrate it (new indexes land on a reused database too), then keep
 * it when the count is already right, else clear and seed it. On PostgreSQL the secondary indexes of lots are dropped
 * during the load and built again afterwards (much faster than maintaining them row by row); then the table is
 * analysed on both.
 */
export async function ensureSearchInventory(
  database: Database,
  wanted: number,
  label: string,
): Promise<void> {
  await migrateDatabase(database);
  const { db } = database;
  const [row] = await db.select({ n: count() }).from(lots);
  if (row?.n === wanted) {
    console.log(`${label}: reusing ${wanted} lots already in ${database.location}`);
    return;
  }
  const started = performance.now();
  await clearDatabase(db);
  let indexes: IndexRow[] = [];
  if (database.kind === 'postgres') {
    const found = (await db.execute(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.tablename = 'lots' and i.schemaname = current_schema()
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`)) as unknown as {
      rows: IndexRow[];
    };
    indexes = found.rows;
    for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  }
  let reported = 0;
  await seedDatabase(db, {
    lots: wanted,
    // The search benchmark measures open lots; the price history's finished sales would only slow the seed.
    history: false,
    hashPassword: async (p) => `bench$${p.length}`,
    onProgress: (done, total) => {
      if (done - reported >= 100_000 || done === total) {
        reported = done;
        console.log(`  ${label}: ${done} lots (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    },
  });
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  await db.execute(sql`vacuum analyze lots`); // PGlite too: without statistics its planner ignores the indexes
  console.log(`${label}: ${wanted} lots seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
