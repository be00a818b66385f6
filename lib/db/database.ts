import { env } from '../env';
import { openDatabase, type Database, type Db } from './client';

/**
 * The process's one database. server.ts opens it before Next.js starts; Next's bundled copy of this module finds the
 * same instance through a global symbol (two PGlite instances on one folder would corrupt it).
 */
const KEY = Symbol.for('salvage-lane.database');
type Holder = { [KEY]?: Promise<Database> };
const holder = globalThis as Holder;

export function databaseOptionsFromEnv() {
  const e = env();
  return e.DATABASE_URL
    ? ({ kind: 'postgres', url: e.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: e.DATA_DIR } as const);
}

export function setDatabase(database: Database): void {
  holder[KEY] = Promise.resolve(database);
}

export async function getDatabase(): Promise<Database> {
  if (!holder[KEY]) {
    if (env().NEXT_PHASE === 'phase-production-build') {
      throw new Error('next build must not touch the database: render this page at request time.');
    }
    holder[KEY] = openDatabase(databaseOptionsFromEnv());
  }
  return holder[KEY];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder[KEY];
  delete holder[KEY];
  if (pending) await (await pending).close();
}
