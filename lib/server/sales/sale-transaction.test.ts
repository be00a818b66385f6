import { sql } from 'drizzle-orm';
import { useTestDatabase } from '@/test/databases';
import { saleTransaction } from './sale-transaction';

/** An error as drizzle throws PostgreSQL's: the driver's error (with its SQLSTATE) as the cause. */
const failure = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

describe('saleTransaction', () => {
  useTestDatabase('pglite');

  test('a write PostgreSQL aborted to break a deadlock runs again; it commits once', async () => {
    let runs = 0;
    const answer = await saleTransaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`select 1`);
      if (runs === 1) throw failure('40P01');
      return 'done';
    });
    expect([answer, runs]).toEqual(['done', 2]);
  });

  test('any other error, and a deadlock every time, reach the caller', async () => {
    let runs = 0;
    await expect(
      saleTransaction(async () => {
        runs += 1;
        throw failure('23505');
      }),
    ).rejects.toThrow('query failed');
    expect(runs).toBe(1);
    runs = 0;
    await expect(
      saleTransaction(async () => {
        runs += 1;
        throw failure('40P01');
      }),
    ).rejects.toThrow('query failed');
    expect(runs).toBe(3);
  });
});
