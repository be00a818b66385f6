import 'server-only';
import { and, asc, count, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { auctions, branches, lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { sameZonedDay } from '@/lib/domain/zoned-time';
import { auctionRoomId } from '@/lib/live/auction-room';

/** Lots still to sell in a lane: the one on the block and those after it. */
const LEFT_STATUSES = ['pre-bidding', 'on-the-block'] as const;
/** A branch's day is at most this far from the server's instant on either side (UTC-12 to UTC+14). */
const DAY_REACH_MS = 38 * 3_600_000;
/** More lanes than a day of the trade's busiest calendar runs; the page never grows without bound. */
const MAX_LANES = 300;

export interface LiveLaneLot {
  id: number;
  /** The lot page (no locale prefix); its live view adds `?broadcast`. */
  path: string;
  title: string;
  onTheBlock: boolean;
}

export interface LiveLane {
  auctionId: number;
  branch: { id: number; name: string; city: string; state: string; timeZone: string };
  lane: string;
  /** The feed room `iaa-{branch}-{lane}`. */
  room: string;
  /** `live`: selling now; `scheduled`: later today in the branch's zone. */
  status: 'live' | 'scheduled';
  startsAt: Date;
  lotsLeft: number;
  /** The lot on the block; while none is (before the start, between two lots) the next of the runlist. */
  lot: LiveLaneLot | null;
}

/**
 * The lanes live now and those that start later today in their branch's zone, live ones first, then by start time,
 * branch and lane: each with its lots left and the lot on the block (or the next to come). Three queries, whatever
 * the number of lanes.
 */
export async function liveLanesToday(now: Date = new Date()): Promise<LiveLane[]> {
  const db = await getDb();
  const rows = await db
    .select({
      auctionId: auctions.id,
      lane: auctions.lane,
      status: auctions.status,
      startsAt: auctions.startsAt,
      branch: {
        id: branches.id,
        name: branches.name,
        city: branches.city,
        state: branches.state,
        timeZone: branches.timeZone,
      },
    })
    .from(auctions)
    .innerJoin(branches, eq(branches.id, auctions.branchId))
    .where(
      or(
        eq(auctions.status, 'live'),
        and(
          eq(auctions.status, 'scheduled'),
          gt(auctions.startsAt, new Date(now.getTime() - DAY_REACH_MS)),
          lt(auctions.startsAt, new Date(now.getTime() + DAY_REACH_MS)),
        ),
      ),
    )
    .orderBy(
      sql`${auctions.status} = 'live' desc`,
      asc(auctions.startsAt),
      asc(branches.name),
      asc(auctions.lane),
    )
    .limit(MAX_LANES);
  const today = rows.filter((r) => r.status === 'live' || sameZonedDay(r.startsAt, now, r.branch.timeZone));
  if (today.length === 0) return [];
  const ids = today.map((r) => r.auctionId);
  const stillToSell = and(inArray(lots.auctionId, ids), inArray(lots.status, [...LEFT_STATUSES]));
  const [counts, heads] = await Promise.all([
    db
      .select({ auctionId: lots.auctionId, left: count() })
      .from(lots)
      .where(stillToSell)
      .groupBy(lots.auctionId),
    db
      .selectDistinctOn([lots.auctionId], {
        auctionId: lots.auctionId,
        id: lots.id,
        status: lots.status,
        year: lots.year,
        make: lots.make,
        model: lots.model,
        trim: lots.trim,
      })
      .from(lots)
      .where(stillToSell)
      .orderBy(
        lots.auctionId,
        sql`${lots.status} = 'on-the-block' desc`,
        sql`${lots.runlistPosition} asc nulls last`,
        asc(lots.id),
      ),
  ]);
  const left = new Map(counts.map((c) => [c.auctionId, c.left]));
  const head = new Map(heads.map((h) => [h.auctionId, h]));
  return today.map((r) => {
    const lot = head.get(r.auctionId);
    return {
      auctionId: r.auctionId,
      branch: r.branch,
      lane: r.lane,
      room: auctionRoomId(r.branch.id, r.lane),
      status: r.status === 'live' ? 'live' : 'scheduled',
      startsAt: r.startsAt,
      lotsLeft: left.get(r.auctionId) ?? 0,
      lot: lot
        ? {
            id: lot.id,
            path: lotPathOf(lot),
            title: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
            onTheBlock: lot.status === 'on-the-block',
          }
        : null,
    };
  });
}
