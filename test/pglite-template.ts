import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@/lib/db/client';
import { migrateDatabase } from '@/lib/db/migrate';
import { migrationsHash } from './migrations-hash';

/**
 * A migrated, empty PGlite data folder as a tarball, made once per set of migrations and kept in the system's temp
 * folder: a test database loads it (about 0.6 s) instead of running initdb and every migration (about 2.5 s), and the
 * suite makes a hundred of them. Written to a temporary name and renamed, so workers making it at once never read a
 * half-written file.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `salvage-pglite-template-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await migrateDatabase(database);
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const dump = await client.dumpDataDir('none');
      const partial = `${file}.${process.pid}.${Date.now()}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  return new Blob([readFileSync(file)]);
}
