import 'server-only';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions, lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { auctionRoomId } from '@/lib/live/auction-room';

export interface LotLiveInfo {
  lotId: number;
  auctionId: number;
  /** The auction's revision, read with its status (a cached page names it: lib/server/cache/page-shows). */
  auctionRevision: number;
  /** The feed room `iaa-{branch}-{lane}`. */
  room: string;
  auctionInProgress: boolean;
  branchId: number | null;
  lane: string | null;
  stockNumber: string | null;
  /** The auction's runlist lots (page and title) while it is in progress; empty otherwise. */
  runlistLots: { stockNumber: string; path: string; title: string }[];
}

/**
 * What the lot page needs to go live: the lot's feed room and whether its auction is in progress and, if so, the
 * pages of the runlist's lots (the feed names them by stock number only). Null for a lot outside any auction.
 */
export async function lotLiveInfo(lot: {
  id: number;
  auctionId: number | null;
  branchId: number;
  lane: string | null;
  stockNumber: string;
}): Promise<LotLiveInfo | null> {
  if (lot.auctionId === null || !lot.lane) return null;
  const db = await getDb();
  const [auction] = await db
    .select({
      status: auctions.status,
      branchId: auctions.branchId,
      lane: auctions.lane,
      revision: auctions.revision,
    })
    .from(auctions)
    .where(eq(auctions.id, lot.auctionId));
  if (!auction) return null;
  const inProgress = auction.status === 'live';
  const rows = inProgress
    ? await db
        .select({
          id: lots.id,
          stockNumber: lots.stockNumber,
          year: lots.year,
          make: lots.make,
          model: lots.model,
          trim: lots.trim,
        })
        .from(lots)
        .where(and(eq(lots.auctionId, lot.auctionId), notInArray(lots.status, ['bought-now', 'upcoming'])))
        .orderBy(asc(lots.runlistPosition), asc(lots.id))
    : [];
  return {
    lotId: lot.id,
    auctionId: lot.auctionId,
    auctionRevision: auction.revision,
    room: auctionRoomId(auction.branchId, auction.lane),
    auctionInProgress: inProgress,
    branchId: auction.branchId,
    lane: auction.lane,
    stockNumber: lot.stockNumber,
    runlistLots: rows.map((r) => ({
      stockNumber: r.stockNumber,
      path: lotPathOf(r),
      title: [r.year, r.make, r.model, r.trim].filter(Boolean).join(' '),
    })),
  };
}
