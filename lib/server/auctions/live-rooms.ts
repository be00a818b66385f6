import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions, lots } from '@/lib/db/schema';
import { auctionRoomId } from '@/lib/live/auction-room';

export interface LiveLotRoom {
  lotId: number;
  stockNumber: string;
  branchId: number;
  lane: string;
  /** The feed room `iaa-{branch}-{lane}`. */
  room: string;
}

/** Of the given lots, those whose auction is in progress now, with their feed rooms (search results in live mode). */
export async function liveRoomsOf(lotIds: readonly number[]): Promise<LiveLotRoom[]> {
  if (lotIds.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      lotId: lots.id,
      stockNumber: lots.stockNumber,
      branchId: auctions.branchId,
      lane: auctions.lane,
    })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(and(inArray(lots.id, [...lotIds]), eq(auctions.status, 'live')));
  return rows.map((r) => ({ ...r, room: auctionRoomId(r.branchId, r.lane) }));
}
