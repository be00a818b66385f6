import { logger } from '../log';
import { openDatabase, type Database, type DatabaseOptions } from './client';
import { migrateDatabase } from './migrate';
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
    if (seedLots > 0 && (await isDatabaseEmpty(database.db))) {
      const seedStarted = performance.now();
      log.info(`empty database: seeding ${seedLots} demo lots`);
      const report = await seedDatabase(database.db, { lots: seedLots, hashPassword });
      log.info(
        `seeded ${report.lots} lots, ${report.auctions} auctions, ${report.branches} branches, ${report.members} members in ${Math.round(performance.now() - seedStarted)} ms`,
      );
    }
    return database;
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
