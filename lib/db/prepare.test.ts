import { jest } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { openDatabase } from './client';
import { DataDirInUseError } from './data-dir-lock';
import { prepareDatabase } from './prepare';
import { lots, members } from './schema';

jest.setTimeout(120_000);
const hashPassword = async (p: string) => `test$${p.length}`;

describe('prepareDatabase on a PGlite folder', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvage-prepare-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('seeds an empty folder once; the data survives a restart; a second owner is refused', async () => {
    const first = await prepareDatabase({ kind: 'pglite', dataDir }, { seedLots: 120, hashPassword });
    const [seeded] = await first.db.select({ n: count() }).from(lots);
    expect(Number(seeded?.n)).toBe(120);

    // While the folder is open, another process (or open) must not touch it.
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.db
      .insert(members)
      .values({ id: 'restart-check', email: 'restart@example.com', name: 'R', firstName: 'R' });
    await first.close();

    const second = await prepareDatabase({ kind: 'pglite', dataDir }, { seedLots: 120, hashPassword });
    const [again] = await second.db.select({ n: count() }).from(lots);
    const [people] = await second.db.select({ n: count() }).from(members);
    expect(Number(again?.n)).toBe(120); // not seeded twice
    expect(Number(people?.n)).toBe(6); // five demo members and the one written before the restart
    await second.close();
  });
});
