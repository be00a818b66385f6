import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './client';
import { syncConfigRows } from './config-rows';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

/** An arbitrary constant: the advisory lock that keeps two starting processes from migrating at once. */
const MIGRATION_LOCK = 7_310_001;
/** Another: the lock under which a starting process looks for an empty database and seeds it. */
export const SEED_LOCK = 7_310_002;

/**
 * Run `work` holding the session advisory lock `key` on PostgreSQL (on a connection of its own), so that of several
 * processes starting at once on one database one does it and the others wait, then find it done. PGlite has one
 * process by construction: no lock.
 */
export async function withAdvisoryLock<T>(
  database: Database,
  key: number,
  work: () => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') return work();
  const lock = new pg.Client({ connectionString: database.url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
    await lock.end();
  }
}

/** Apply the committed SQL migrations in drizzle/ (idempotent), then bring the config tables in line. */
export async function migrateDatabase(
  database: Database,
  migrationsFolder = MIGRATIONS_FOLDER,
): Promise<void> {
  await applyMigrations(database, migrationsFolder);
  await syncConfigRows(database.db);
}

async function applyMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await withAdvisoryLock(database, MIGRATION_LOCK, () =>
    migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder }),
  );
}
