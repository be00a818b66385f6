// `npm run seed -- --lots N [--reset]`: fill the database (PGlite in $DATA_DIR, or DATABASE_URL) with demo data.
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { openDatabase } from '../lib/db/client';
import { databaseOptionsFromEnv } from '../lib/db/database';
import { migrateDatabase } from '../lib/db/migrate';
import { clearDatabase, isDatabaseEmpty, seedDatabase } from '../lib/db/seed/seed-database';
import { EnvError } from '../lib/env';
import { hashPassword } from '../lib/server/auth/password';

const MAX_LOTS = 1_000_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { lots: { type: 'string', default: '5000' }, reset: { type: 'boolean', default: false } },
  });
  const lots = Number(values.lots);
  if (!Number.isInteger(lots) || lots < 0 || lots > MAX_LOTS)
    fail(`--lots must be a whole number from 0 to ${MAX_LOTS}`);

  // Opening takes the folder's lock: a running server keeps a second process out of a live PGlite folder.
  const database = await openDatabase(databaseOptionsFromEnv());
  try {
    await migrateDatabase(database);
    if (!(await isDatabaseEmpty(database.db))) {
      if (!values.reset)
        fail('The database already has data. Add --reset to replace it with a new demo inventory.');
      console.log('Clearing the existing data...');
      await clearDatabase(database.db);
    }
    const bar = new SingleBar(
      { format: 'lots {bar} {percentage}% | {value}/{total} | {eta}s left' },
      Presets.shades_classic,
    );
    bar.start(lots, 0);
    const started = performance.now();
    const report = await seedDatabase(database.db, {
      lots,
      hashPassword,
      onProgress: (done) => bar.update(done),
    });
    bar.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Seeded ${report.lots} lots, ${report.auctions} auctions, ${report.branches} branches and ${report.members} demo members into ${database.location} in ${seconds.toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
