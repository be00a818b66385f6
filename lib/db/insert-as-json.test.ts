import { asc, sql } from 'drizzle-orm';
import { jobs } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertAsJson } from './insert-as-json';

describe.each(testDatabaseKinds())('insertAsJson on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  beforeEach(async () => {
    await testDb.database.db.delete(jobs).where(sql`true`);
  });

  test('writes each value in its column type; a column a row leaves out takes its default', async () => {
    const { db } = testDb.database;
    const due = new Date('2030-01-02T03:04:05.678Z');
    await insertAsJson(db, jobs, [
      { id: 1, kind: 'a', payload: { nested: [1, 'two', { three: null }] }, runAt: due, everyMs: null },
      { id: 2, kind: 'b "quoted" \\ text', payload: {}, attempts: 3 },
      { id: 3, kind: 'c', payload: [] as never, lastError: 'ünïcödé ✓' },
    ]);
    const found = await db.select().from(jobs).orderBy(asc(jobs.id));
    expect(found.map((j) => j.kind)).toEqual(['a', 'b "quoted" \\ text', 'c']);
    expect(found[0]).toMatchObject({
      payload: { nested: [1, 'two', { three: null }] },
      runAt: due,
      everyMs: null,
      status: 'queued',
      attempts: 0,
    });
    expect(found[1]).toMatchObject({ attempts: 3, status: 'queued', lastError: null });
    expect(found[1]!.runAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(found[2]).toMatchObject({ payload: [], lastError: 'ünïcödé ✓' });
  });

  test('an upsert sets only the listed columns of the rows that were there', async () => {
    const { db } = testDb.database;
    await insertAsJson(db, jobs, [
      { id: 1, kind: 'a', payload: { v: 1 }, attempts: 1 },
      { id: 2, kind: 'b', payload: { v: 2 }, attempts: 2 },
    ]);
    await insertAsJson(
      db,
      jobs,
      [
        { id: 2, kind: 'changed', payload: { v: 20 }, attempts: 9 },
        { id: 3, kind: 'new', payload: { v: 3 }, attempts: 3 },
      ],
      { onConflictUpdate: { target: jobs.id, set: ['payload', 'attempts'] } },
    );
    const found = await db.select().from(jobs).orderBy(asc(jobs.id));
    expect(found.map(({ id, kind: k, payload, attempts }) => ({ id, k, payload, attempts }))).toEqual([
      { id: 1, k: 'a', payload: { v: 1 }, attempts: 1 },
      { id: 2, k: 'b', payload: { v: 20 }, attempts: 9 },
      { id: 3, k: 'new', payload: { v: 3 }, attempts: 3 },
    ]);
  });

  test('nothing to insert, nothing written', async () => {
    const { db } = testDb.database;
    await insertAsJson(db, jobs, []);
    expect(await db.select().from(jobs)).toEqual([]);
  });
});
