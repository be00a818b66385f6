import { eq, inArray } from 'drizzle-orm';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import type { Db } from './client';
import { rows } from './rows';
import { members } from './schema';
import { transaction } from './transaction';

/** A function written for the database, as the services write them. */
async function addMember(db: Db, id: string): Promise<void> {
  await db.insert(members).values({ id, email: `${id}@example.com`, name: id, firstName: id });
}

async function memberIds(db: Db, ids: string[]): Promise<string[]> {
  const found = await db.select({ id: members.id }).from(members).where(inArray(members.id, ids));
  return found.map((m) => m.id).sort();
}

describe.each(testDatabaseKinds())('transaction() on %s', (kind) => {
  const testDb = useTestDatabase(kind);

  test("commits the work's writes when it resolves, and answers with its result", async () => {
    const db = testDb.database.db;
    const answer = await transaction(db, async (tx) => {
      await addMember(tx, 'tx-commit-1');
      await addMember(tx, 'tx-commit-2');
      return memberIds(tx, ['tx-commit-1', 'tx-commit-2']);
    });
    expect(answer).toEqual(['tx-commit-1', 'tx-commit-2']);
    expect(await memberIds(db, ['tx-commit-1', 'tx-commit-2'])).toEqual(['tx-commit-1', 'tx-commit-2']);
  });

  test('rolls every write back when the work throws, and rethrows its error', async () => {
    const db = testDb.database.db;
    const failure = new Error('work failed');
    await expect(
      transaction(db, async (tx) => {
        await addMember(tx, 'tx-rollback-1');
        await tx.update(members).set({ firstName: 'Changed' }).where(eq(members.id, 'tx-commit-1'));
        expect(await memberIds(tx, ['tx-rollback-1'])).toEqual(['tx-rollback-1']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await memberIds(db, ['tx-rollback-1'])).toEqual([]);
    const [kept] = await db
      .select({ firstName: members.firstName })
      .from(members)
      .where(eq(members.id, 'tx-commit-1'));
    expect(kept?.firstName).toBe('tx-commit-1');
  });

  test('passes the isolation level on', async () => {
    const db = testDb.database.db;
    const [level] = await transaction(
      db,
      async (tx) =>
        rows<{ transaction_isolation: string }>(await tx.execute('show transaction isolation level')),
      { isolationLevel: 'serializable' },
    );
    expect(level?.transaction_isolation).toBe('serializable');
  });
});
