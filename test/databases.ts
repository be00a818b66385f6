import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '@/lib/db/client';
import { setDatabase } from '@/lib/db/database';
import { migrateDatabase } from '@/lib/db/migrate';
import { env } from '@/lib/env';
import { pgliteTemplate } from './pglite-template';
import { databaseUrl, postgresTemplate } from './postgres-template';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI sets it where one runs). */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return env().TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database: in-memory PGlite (from the migrated template, ./pglite-template.ts), or a new PostgreSQL
 * database copied from the migrated template (./postgres-template.ts) and dropped afterwards.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory', loadDataDir: await pgliteTemplate() });
    // Nothing left to apply from the template; the config rows are brought in line with the code's rules.
    await migrateDatabase(database);
    return { database, dispose: () => database.close() };
  }
  const adminUrl = env().TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await postgresTemplate(adminUrl);
  const name = `salvage_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url, maxConnections: 20 });
  // Nothing left to apply from the template; the config rows are brought in line with the code's rules.
  await migrateDatabase(database);
  return {
    database,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Inside a `describe`: a fresh database of `kind` for its tests, made the app's database (setDatabase) before them and
 * disposed after. Read `.database` inside tests and hooks (it exists once the suite's beforeAll has run).
 */
export function useTestDatabase(kind: TestDatabaseKind): { readonly database: Database } {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    setDatabase(testDb.database);
  }, 60_000);
  afterAll(() => testDb?.dispose());
  return {
    get database() {
      if (!testDb) throw new Error('the test database is opened in beforeAll');
      return testDb.database;
    },
  };
}
