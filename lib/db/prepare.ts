import { sql } from 'drizzle-orm';
import { logger } from '../log';
import { openDatabase, type Database, type DatabaseOptions } from './client';
import { migrateDatabase, SEED_LOCK, withAdvisoryLock } from './migrate';
import { DEMO_PASSWORD } from './seed/demo-members';
import { hasDemoStaff, insertDemoStaff } from './seed/demo-staff';
import { isDatabaseEmpty, seedDatabase } from './seed/seed-database';

const log = logger('db');

/** Open, migrate, and fill an empty database with the demo inventory: what `npm start` does before it listens. */
export interface PrepareOptions {
  /** Lots to generate when the database is empty; 0 leaves it empty. */
  seedLots: number;
  hashPassword: (password: string) => Promise<string>;
}

export async function prepareDatabase(
  options: DatabaseOptions,
  { seedLots, hashPassword }: PrepareOptions,
): Promise<Database> {
  const started = performance.now();
  const database = await openDatabase(options);
  try {
    await migrateDatabase(database);
    log.info(
      `${database.kind} at ${database.location} migrated in ${Math.round(performance.now() - started)} ms`,
    );
    // Several processes starting at once on one PostgreSQL database: one seeds, the others wait and find it full.
    const seeding = await withAdvisoryLock(database, SEED_LOCK, async () => {
      if (seedLots === 0) return false;
      if (!(await isDatabaseEmpty(database.db))) {
        // A demo database seeded before the back office existed gets its demo staff once.
        if (!(await hasDemoStaff(database.db))) {
          await insertDemoStaff(database.db, await hashPassword(DEMO_PASSWORD));
          log.info('added the demo staff to a demo database seeded without them');
        }
        return false;
      }
      const seedStarted = performance.now();
      log.info(`empty database: seeding ${seedLots} demo lots`);
      const report = await seedDatabase(database.db, { lots: seedLots, hashPassword });
      log.info(
        `seeded ${report.lots} lots, ${report.auctions} auctions, ${report.branches} branches, ${report.members} members in ${Math.round(performance.now() - seedStarted)} ms`,
      );
      return true;
    });
    // Planner statistics: PGlite has no autovacuum, and without them planning a query on `lots` (many partial indexes)
    // took 5-15 ms against under 1 ms of execution. ANALYZE samples at most 30,000 rows a table, so it stays quick at
    // any size; on PostgreSQL autovacuum keeps them after the seed.
    if (seeding || database.kind === 'pglite') await database.db.execute(sql`analyze`);
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
