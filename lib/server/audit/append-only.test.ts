import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { recordAudit } from './record-audit';

describe.each(testDatabaseKinds())('the audit log is append-only on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await recordAudit(db, { id: 'staff-1', email: 'admin@example.com' }, null, {
      action: 'lot.update',
      entity: 'lot',
      entityId: 100000001,
      before: { odometer: 1000 },
      after: { odometer: 1200 },
    });
  });

  const rows = () => db.select().from(auditLog);

  /** The database's own refusal under drizzle's "Failed query" wrapper: its message and SQLSTATE. */
  async function refusal(attempt: Promise<unknown>) {
    const error = await attempt.then(
      () => null,
      (e: unknown) => e,
    );
    const cause = (error as { cause?: { message?: string; code?: string } } | null)?.cause;
    return { message: cause?.message, code: cause?.code };
  }
  const REFUSED = { message: 'audit_log is append-only', code: '42501' };

  test('an insert is kept as written', async () => {
    expect(await rows()).toEqual([
      expect.objectContaining({
        actorId: 'staff-1',
        actorEmail: 'admin@example.com',
        action: 'lot.update',
        entityId: '100000001',
        before: { odometer: 1000 },
        after: { odometer: 1200 },
        requestId: null,
      }),
    ]);
  });

  test.each([
    ['UPDATE', sql`update audit_log set action = 'lot.create'`],
    ['DELETE', sql`delete from audit_log`],
    ['TRUNCATE', sql`truncate audit_log`],
  ])('%s is refused, and the row stays', async (_name, statement) => {
    expect(await refusal(db.execute(statement))).toEqual(REFUSED);
    expect(await rows()).toEqual([expect.objectContaining({ action: 'lot.update' })]);
  });

  test('a refused change rolls its transaction back with it', async () => {
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await recordAudit(tx, { id: 'staff-1', email: 'admin@example.com' }, null, {
            action: 'lot.create',
            entity: 'lot',
            entityId: 100000002,
            before: null,
            after: {},
          });
          await tx.execute(sql`delete from audit_log where entity_id = '100000001'`);
        }),
      ),
    ).toEqual(REFUSED);
    expect((await rows()).map((r) => r.entityId)).toEqual(['100000001']);
  });
});
