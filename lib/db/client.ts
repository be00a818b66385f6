import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: every query written against it runs on PGlite and PostgreSQL alike. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string, for PostgreSQL (the migrator takes a lock on a connection of its own). */
  url?: string;
  /** Where it lives, without credentials (for logs and /healthz). */
  location: string;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string }
  /** In memory; `loadDataDir` starts it from a dumped data folder (PGlite's dumpDataDir: the tests' template). */
  | { kind: 'memory'; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    pool.on('error', (error) => console.error('[db] idle PostgreSQL client error', error));
    const db = drizzlePg({ client: pool, schema });
    const url = new URL(options.url);
    return {
      db,
      kind: 'postgres',
      url: options.url,
      location: `postgres://${url.host}${url.pathname}`,
      close: () => pool.end(),
    };
  }
  if (options.kind === 'memory') {
    const client = await PGlite.create(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    return {
      db: drizzlePglite({ client, schema }),
      kind: 'pglite',
      location: 'memory',
      close: () => client.close(),
    };
  }
  const dir = path.resolve(options.dataDir, 'pglite');
  const release = acquireDataDirLock(dir);
  try {
    const client = await PGlite.create(dir);
    return {
      db: drizzlePglite({ client, schema }),
      kind: 'pglite',
      location: dir,
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Round-trip time of a trivial query, in milliseconds. */
export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}
