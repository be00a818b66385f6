import { sql } from 'drizzle-orm';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { rows } from './rows';

describe.each(testDatabaseKinds())('rows() on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test("reads the rows of a raw statement's answer, in order, with the driver's values", async () => {
    const found = rows<{ n: number; word: string; big: string | number }>(
      await testDb.database.db.execute(
        sql`select n::int as n, 'w' || n as word, (n * 10000000000)::bigint as big
            from generate_series(1, 3) as n order by n`,
      ),
    );
    expect(found.map((r) => [r.n, r.word, Number(r.big)])).toEqual([
      [1, 'w1', 10_000_000_000],
      [2, 'w2', 20_000_000_000],
      [3, 'w3', 30_000_000_000],
    ]);
  });

  test('an answer without rows is an empty list', async () => {
    expect(rows(await testDb.database.db.execute(sql`select 1 as one where false`))).toEqual([]);
  });
});

test('anything but an answer of execute is refused', () => {
  expect(() => rows(undefined)).toThrow(TypeError);
  expect(() => rows(null)).toThrow(TypeError);
  expect(() => rows([{ n: 1 }])).toThrow(TypeError);
  expect(() => rows({ rows: 'no' })).toThrow(TypeError);
});
