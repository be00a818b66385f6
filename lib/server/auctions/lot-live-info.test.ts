import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lots } from '@/lib/db/schema';
import { testDatabaseKinds, useTestDatabase } from '@/test/databases';
import { insertTestAuction } from '@/test/live-auctions';
import { insertTestBranch, insertTestLots } from '@/test/lots';
import { liveRoomsOf } from './live-rooms';
import { lotLiveInfo } from './lot-live-info';

describe.each(testDatabaseKinds())('what the browser needs to go live, on %s', (kind) => {
  const testDb = useTestDatabase(kind);
  let db: Db;
  let auctionId: number;
  const ids = [300700001, 300700002, 300700003];

  const lotOf = async (id: number) => {
    const [row] = await db.select().from(lots).where(eq(lots.id, id));
    return row!;
  };

  beforeAll(async () => {
    db = testDb.database.db;
    await insertTestBranch(db);
    auctionId = await insertTestAuction(
      db,
      ids.map((id) => ({ id })),
    );
    await insertTestLots(db, [{ id: 300700009 }]);
    // A lot bought before the sale never comes on the block: it is not in the runlist.
    await db.update(lots).set({ status: 'bought-now' }).where(eq(lots.id, ids[1]!));
  });

  test('a lot outside any auction has no live side', async () => {
    expect(await lotLiveInfo(await lotOf(300700009))).toBeNull();
    expect(await liveRoomsOf([300700009])).toEqual([]);
  });

  test('a scheduled auction: the room is known, not in progress, no runlist pages', async () => {
    const info = await lotLiveInfo(await lotOf(ids[0]!));
    expect(info).toMatchObject({
      room: 'iaa-1-a',
      auctionInProgress: false,
      branchId: 1,
      lane: 'A',
      runlistLots: [],
    });
    expect(await liveRoomsOf(ids)).toEqual([]);
  });

  test('a live auction: in progress, with the runlist pages in order, and its lots in search have rooms', async () => {
    await db.update(auctions).set({ status: 'live' }).where(eq(auctions.id, auctionId));
    const first = await lotOf(ids[0]!);
    const info = await lotLiveInfo(first);
    expect(info).toMatchObject({
      lotId: ids[0],
      room: 'iaa-1-a',
      auctionInProgress: true,
      stockNumber: first.stockNumber,
    });
    expect(info!.runlistLots.map((l) => l.path)).toEqual([
      `/${ids[0]}-2018-honda-accord`,
      `/${ids[2]}-2018-honda-accord`,
    ]);
    expect(info!.runlistLots[0]!.title).toBe('2018 Honda Accord');
    const rooms = await liveRoomsOf([...ids, 300700009]);
    expect(rooms.map((r) => r.lotId).sort()).toEqual(ids);
    expect(rooms[0]).toMatchObject({ room: 'iaa-1-a', branchId: 1, lane: 'A' });
    expect(await liveRoomsOf([])).toEqual([]);
  });
});
