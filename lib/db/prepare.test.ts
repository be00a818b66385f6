import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { count, like } from 'drizzle-orm';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { prepareDatabase } from './prepare';
import { lots, members } from './schema';
import { hasDemoStaff } from './seed/demo-staff';
import { HISTORY_SHARE } from './seed/sale-history';

jest.setTimeout(120_000);
const hashPassword = async (p: string) => `test$${p.length}`;
/** The lots a seed of `open` lots writes: those and the price history's finished sales. */
const withHistory = (open: number) => open + Math.round(open * HISTORY_SHARE);

describe('prepareDatabase on a PGlite folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-prepare-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('seeds an empty folder once; the data survives a restart; a second owner is refused', async () => {
    const first = await prepareDatabase({ kind: 'pglite', dataDir }, { seedLots: 120, hashPassword });
    const [seeded] = await first.db.select({ n: count() }).from(lots);
    expect(Number(seeded?.n)).toBe(withHistory(120));

    // While the folder is open, another process (or open) must not touch it.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.db
      .insert(members)
      .values({ id: 'restart-check', email: 'restart@example.com', name: 'R', firstName: 'R' });
    // As a demo database seeded before the back office: no demo staff (their roles and accounts go with them).
    await first.db.delete(members).where(like(members.id, 'demo-staff-%'));
    await first.close();

    const second = await prepareDatabase({ kind: 'pglite', dataDir }, { seedLots: 120, hashPassword });
    const [again] = await second.db.select({ n: count() }).from(lots);
    const [people] = await second.db.select({ n: count() }).from(members);
    expect(Number(again?.n)).toBe(withHistory(120)); // not seeded twice
    // Five demo members, the one written before the restart, and the five demo staff added back at the restart.
    expect(Number(people?.n)).toBe(11);
    expect(await hasDemoStaff(second.db)).toBe(true);
    await second.close();
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
(postgresUrl ? describe : describe.skip)('prepareDatabase on PostgreSQL', () => {
  test('two processes starting at once on an empty database seed it once', async () => {
    const name = `salvage_prepare_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    try {
      const options = { kind: 'postgres' as const, url: url.toString() };
      const both = await Promise.all([
        prepareDatabase(options, { seedLots: 60, hashPassword }),
        prepareDatabase(options, { seedLots: 60, hashPassword }),
      ]);
      const [seeded] = await both[0].db.select({ n: count() }).from(lots);
      expect(Number(seeded?.n)).toBe(withHistory(60));
      await Promise.all(both.map((database) => database.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
