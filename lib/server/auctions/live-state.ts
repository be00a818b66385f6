import 'server-only';
import { and, asc, desc, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lanePauses, lots } from '@/lib/db/schema';
import { liveAuctionOf, liveEventOf, type AuctionRow, type LotRow } from '@/lib/live/feed-events';
import type { LiveEvent, LiveEventKind, RunlistMessage } from '@/lib/domain/live-events';

/** What the live feed reads: auctions, their runlists and lots, as the messages of lib/live/feed-events. */
const AUCTION_COLUMNS = {
  id: auctions.id,
  branchId: auctions.branchId,
  lane: auctions.lane,
  startsAt: auctions.startsAt,
  status: auctions.status,
  currentLotId: auctions.currentLotId,
  countdownEndsAt: auctions.countdownEndsAt,
  // A scalar subquery rather than a join: every query of the feed's auctions says whether the lane is paused.
  pausedRemainingMs: sql<
    number | null
  >`(select ${lanePauses.remainingMs} from ${lanePauses} where ${lanePauses.auctionId} = ${auctions.id})`.mapWith(
    Number,
  ),
};
const LOT_COLUMNS = {
  id: lots.id,
  stockNumber: lots.stockNumber,
  runlistPosition: lots.runlistPosition,
  status: lots.status,
  currentBidCents: lots.currentBidCents,
  bidCount: lots.bidCount,
  version: lots.version,
  soldPriceCents: lots.soldPriceCents,
  reserveCents: lots.reserveCents,
};

export async function readAuction(db: Db, auctionId: number): Promise<AuctionRow | null> {
  const [row] = await db.select(AUCTION_COLUMNS).from(auctions).where(eq(auctions.id, auctionId));
  return row ?? null;
}

export async function readLiveLot(db: Db, lotId: number): Promise<LotRow | null> {
  const [row] = await db.select(LOT_COLUMNS).from(lots).where(eq(lots.id, lotId));
  return row ?? null;
}

/** The runlist: the auction's lots in runlist order, without those bought now (they never come on the block). */
export async function runlistOf(db: Db, auction: AuctionRow): Promise<RunlistMessage> {
  const rows = await db
    .select({ stockNumber: lots.stockNumber })
    .from(lots)
    .where(and(eq(lots.auctionId, auction.id), notInArray(lots.status, ['bought-now', 'upcoming'])))
    .orderBy(asc(lots.runlistPosition), asc(lots.id));
  return { auction: liveAuctionOf(auction), runlist: rows.map((r) => r.stockNumber) };
}

/** An `event` about one lot of an auction (or the auction alone), read now. */
export async function eventOf(
  db: Db,
  kind: LiveEventKind,
  auctionId: number,
  lotId: number | null,
  now: Date,
): Promise<LiveEvent | null> {
  const auction = await readAuction(db, auctionId);
  if (!auction) return null;
  const lot = lotId === null ? null : await readLiveLot(db, lotId);
  return liveEventOf(kind, auction, lot, now);
}

/** The event for a lot after a live bid on it (its auction found through the lot), or null when not in an auction. */
export async function bidEventOf(db: Db, lotId: number, now: Date): Promise<LiveEvent | null> {
  const [row] = await db
    .select({ auction: AUCTION_COLUMNS, lot: LOT_COLUMNS })
    .from(lots)
    .innerJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(eq(lots.id, lotId));
  return row ? liveEventOf('bid', row.auction, row.lot, now) : null;
}

/**
 * The lane's auction a subscriber is shown: the live one, else the next scheduled, else the last that ended. Ids
 * are matched in lower case, as the feed spells them.
 */
async function laneAuction(db: Db, branchId: number, lane: string, now: Date): Promise<AuctionRow | null> {
  const ofLane = and(eq(auctions.branchId, branchId), eq(auctions.lane, lane.toUpperCase()));
  const [live] = await db
    .select(AUCTION_COLUMNS)
    .from(auctions)
    .where(and(ofLane, eq(auctions.status, 'live')))
    .limit(1);
  if (live) return live;
  const [next] = await db
    .select(AUCTION_COLUMNS)
    .from(auctions)
    .where(
      and(
        ofLane,
        eq(auctions.status, 'scheduled'),
        gte(auctions.startsAt, new Date(now.getTime() - 86_400_000)),
      ),
    )
    .orderBy(asc(auctions.startsAt))
    .limit(1);
  if (next) return next;
  const [last] = await db
    .select(AUCTION_COLUMNS)
    .from(auctions)
    .where(and(ofLane, ne(auctions.status, 'scheduled')))
    .orderBy(desc(auctions.startsAt))
    .limit(1);
  return last ?? null;
}

/**
 * The authoritative state of a feed room (`iaa-{branch}-{lane}`): its runlist and an event of kind `state` with the
 * lot on the block (if any). A subscriber gets it at once, so a client that reconnects catches up.
 */
export async function roomState(
  db: Db,
  room: { branchId: number; lane: string },
  now: Date,
): Promise<{ runlist: RunlistMessage; event: LiveEvent } | null> {
  const auction = await laneAuction(db, room.branchId, room.lane, now);
  if (!auction) return null;
  const lot = auction.currentLotId === null ? null : await readLiveLot(db, auction.currentLotId);
  return { runlist: await runlistOf(db, auction), event: liveEventOf('state', auction, lot, now) };
}
