import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, auditLog, lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { dashboardCounts, utcDay } from './dashboard';

const NOW = new Date('2031-03-05T10:00:00Z');
const clerk = { actorId: 'clerk-1', actorEmail: 'clerk@example.com' };

/** One audit row at `at` (written directly: the test sets its time). */
function audit(action: string, entityId: number, at: string) {
  return {
    ...clerk,
    action,
    entity: 'lot',
    entityId: String(entityId),
    before: null,
    after: {},
    at: new Date(at),
  };
}

test('the server day is the UTC day, midnight to midnight', () => {
  expect(utcDay(new Date('2031-03-05T23:59:59.999Z'))).toEqual({
    day: '2031-03-05',
    start: new Date('2031-03-05T00:00:00Z'),
    end: new Date('2031-03-06T00:00:00Z'),
  });
  expect(utcDay(new Date('2031-03-06T00:00:00Z')).day).toBe('2031-03-06');
});

describe.each(testDatabaseKinds())('the dashboard counts on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
  });

  test('an empty yard counts nothing', async () => {
    expect(await dashboardCounts(NOW, db)).toEqual({
      day: '2031-03-05',
      checkedIn: 0,
      photographed: 0,
      scheduled: 0,
      onApproval: 0,
    });
  });

  test('counts today’s check-ins and photos, and the scheduled and on-approval lots now', async () => {
    await insertTestLots(db, [
      { id: 110000001, status: 'upcoming' },
      { id: 110000002, status: 'pre-bidding' },
      { id: 110000003, status: 'pre-bidding', saleDate: null },
      { id: 110000004, status: 'on-the-block' },
      { id: 110000005, status: 'on-approval' },
      { id: 110000006, status: 'on-approval' },
      { id: 110000007, status: 'sold' },
      { id: 110000008, status: 'withdrawn' },
    ]);
    await db
      .insert(auditLog)
      .values([
        audit('lot.create', 110000001, '2031-03-05T00:00:00Z'),
        audit('lot.create', 110000002, '2031-03-05T23:59:59Z'),
        audit('lot.update', 110000002, '2031-03-05T12:00:00Z'),
        audit('lot.create', 110000003, '2031-03-04T23:59:59Z'),
        audit('lot.create', 110000004, '2031-03-06T00:00:00Z'),
        audit('photo.upload', 110000001, '2031-03-05T09:00:00Z'),
        audit('photo.upload', 110000001, '2031-03-05T09:05:00Z'),
        audit('photo.upload', 110000005, '2031-03-04T09:00:00Z'),
      ]);
    // A lot in a lane's runlist with no sale date of its own is scheduled too.
    const [auction] = await db
      .insert(auctions)
      .values({ branchId: 1, lane: 'A', startsAt: new Date('2031-03-10T15:00:00Z') })
      .returning({ id: auctions.id });
    await insertTestLots(db, [{ id: 110000009, status: 'upcoming', saleDate: null }]);
    await db.update(lots).set({ auctionId: auction!.id }).where(eq(lots.id, 110000009));
    expect(await dashboardCounts(NOW, db)).toEqual({
      day: '2031-03-05',
      // 110000003 came the day before, 110000004 the day after; an update is no check-in.
      checkedIn: 2,
      // Two uploads to one lot: one lot photographed; yesterday's does not count.
      photographed: 1,
      // Upcoming or pre-bidding with a sale date or an auction; 110000003 has neither.
      scheduled: 3,
      onApproval: 2,
    });
  });
});
