import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, branches, lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestAuction } from '@/test/live-auctions';
import { insertTestBranch } from '@/test/lots';
import { liveLanesToday } from './live-lanes';

/** 14:00 in Dallas (America/Chicago), 10:00 in Honolulu. */
const NOW = new Date('2030-01-10T20:00:00Z');

describe.each(testDatabaseKinds())('the lanes live now and later today, on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  const ids = { live: 0, afternoon: 0, evening: 0, tomorrow: 0, ended: 0, honolulu: 0 };

  const setStatus = (status: 'sold' | 'on-the-block' | 'bought-now', lotIds: number[]) =>
    db.update(lots).set({ status }).where(inArray(lots.id, lotIds));

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    await db.insert(branches).values({
      id: 2,
      name: 'Honolulu',
      city: 'Honolulu',
      state: 'HI',
      zip: '96819',
      timeZone: 'Pacific/Honolulu',
      lanes: ['A'],
      latitude: 21.3,
      longitude: -157.9,
    });
    // Live since 10:00 in Dallas: one lot sold, one on the block, one to come, one bought before the sale.
    ids.live = await insertTestAuction(
      db,
      [{ id: 300800001 }, { id: 300800002 }, { id: 300800003 }, { id: 300800004 }],
      { lane: 'A', startsAt: new Date('2030-01-10T16:00:00Z') },
    );
    await db
      .update(auctions)
      .set({ status: 'live', currentLotId: 300800002 })
      .where(eq(auctions.id, ids.live));
    await setStatus('sold', [300800001]);
    await setStatus('on-the-block', [300800002]);
    await setStatus('bought-now', [300800004]);
    // Later today in Dallas: 16:00, and 23:00 (already the 11th in UTC).
    ids.afternoon = await insertTestAuction(db, [{ id: 300800011, year: 2020 }, { id: 300800012 }], {
      lane: 'B',
      startsAt: new Date('2030-01-10T22:00:00Z'),
    });
    ids.evening = await insertTestAuction(db, [{ id: 300800021 }], {
      lane: 'C',
      startsAt: new Date('2030-01-11T05:00:00Z'),
    });
    // Tomorrow in Dallas; ended this morning; neither is listed.
    ids.tomorrow = await insertTestAuction(db, [{ id: 300800031 }], {
      lane: 'D',
      startsAt: new Date('2030-01-11T16:00:00Z'),
    });
    ids.ended = await insertTestAuction(db, [{ id: 300800041 }], {
      lane: 'E',
      startsAt: new Date('2030-01-10T15:00:00Z'),
    });
    await db.update(auctions).set({ status: 'ended' }).where(eq(auctions.id, ids.ended));
    await setStatus('sold', [300800041]);
    // 22:00 in Honolulu is still today there (it is 02:00 tomorrow in Dallas).
    ids.honolulu = await insertTestAuction(db, [{ id: 300800051 }], {
      lane: 'A',
      startsAt: new Date('2030-01-11T08:00:00Z'),
    });
    await db.update(auctions).set({ branchId: 2 }).where(eq(auctions.id, ids.honolulu));
    await db.update(lots).set({ branchId: 2 }).where(eq(lots.id, 300800051));
  });

  test('live lanes first, then by start time; each branch’s own day decides what is today', async () => {
    const lanes = await liveLanesToday(NOW);
    expect(lanes.map((l) => l.auctionId)).toEqual([ids.live, ids.afternoon, ids.evening, ids.honolulu]);
    expect(lanes.map((l) => l.status)).toEqual(['live', 'scheduled', 'scheduled', 'scheduled']);
  });

  test('a live lane: branch, lane, room, the lots still to sell and the lot on the block', async () => {
    const [live] = await liveLanesToday(NOW);
    expect(live).toEqual({
      auctionId: ids.live,
      branch: { id: 1, name: 'Dallas', city: 'Dallas', state: 'TX', timeZone: 'America/Chicago' },
      lane: 'A',
      room: 'iaa-1-a',
      status: 'live',
      startsAt: new Date('2030-01-10T16:00:00Z'),
      lotsLeft: 2,
      lot: {
        id: 300800002,
        path: '/300800002-2018-honda-accord',
        title: '2018 Honda Accord',
        onTheBlock: true,
      },
    });
  });

  test('a lane later today: its start and the first lot of its runlist, not on the block yet', async () => {
    const lanes = await liveLanesToday(NOW);
    const afternoon = lanes.find((l) => l.auctionId === ids.afternoon)!;
    expect(afternoon).toMatchObject({
      lane: 'B',
      startsAt: new Date('2030-01-10T22:00:00Z'),
      lotsLeft: 2,
      lot: { id: 300800011, path: '/300800011-2020-honda-accord', onTheBlock: false },
    });
    expect(lanes.find((l) => l.auctionId === ids.honolulu)!.branch.name).toBe('Honolulu');
  });

  test('a live lane between two lots shows the next one; a day without sales lists nothing', async () => {
    await setStatus('sold', [300800002]);
    const [live] = await liveLanesToday(NOW);
    expect(live).toMatchObject({ lotsLeft: 1, lot: { id: 300800003, onTheBlock: false } });
    await db.update(auctions).set({ status: 'ended' }).where(eq(auctions.id, ids.live));
    expect(await liveLanesToday(new Date('2030-02-01T12:00:00Z'))).toEqual([]);
  });
});
