import 'server-only';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { auctions, branches, lanePauses, lots, proxyMaximums } from '@/lib/db/schema';
import { remainingMs } from '@/lib/domain/live-clock';
import { lotPathOf } from '@/lib/domain/lot-route';
import { auctionRoomId } from '@/lib/live/auction-room';
import type { LaneState } from '@/lib/schemas/admin-lanes';

/** More lanes than the trade's busiest day runs at once; the console's list never grows without bound. */
const MAX_LANES = 300;
/** Lots still to sell in a lane: the one on the block and those after it. */
const LEFT_STATUSES = ['pre-bidding', 'on-the-block'] as const;

/**
 * The state of the lanes (auctions) `where` picks, in three queries whatever their number: the auctions with their
 * branch and pause, the lots on their blocks with their bidders, and the lots left per auction. Reads with `db`, so
 * a command reads its own writes inside its transaction.
 */
async function laneStates(db: Db, where: SQL | undefined, now: Date): Promise<LaneState[]> {
  const rows = await db
    .select({
      auctionId: auctions.id,
      lane: auctions.lane,
      status: auctions.status,
      startsAt: auctions.startsAt,
      currentLotId: auctions.currentLotId,
      countdownEndsAt: auctions.countdownEndsAt,
      remainingMs: lanePauses.remainingMs,
      pausedAt: lanePauses.pausedAt,
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
    .leftJoin(lanePauses, eq(lanePauses.auctionId, auctions.id))
    .where(where)
    .orderBy(asc(branches.name), asc(auctions.lane), asc(auctions.startsAt))
    .limit(MAX_LANES);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.auctionId);
  const blockIds = rows.flatMap((r) => (r.currentLotId === null ? [] : [r.currentLotId]));
  const [blocks, counts] = await Promise.all([
    blockIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: lots.id,
            stockNumber: lots.stockNumber,
            status: lots.status,
            year: lots.year,
            make: lots.make,
            model: lots.model,
            trim: lots.trim,
            currentBidCents: lots.currentBidCents,
            bidCount: lots.bidCount,
            version: lots.version,
            reserveCents: lots.reserveCents,
            bidders:
              sql<number>`(select count(*) from ${proxyMaximums} where ${proxyMaximums.lotId} = ${lots.id})`.mapWith(
                Number,
              ),
          })
          .from(lots)
          .where(inArray(lots.id, blockIds)),
    db
      .select({ auctionId: lots.auctionId, left: count() })
      .from(lots)
      .where(and(inArray(lots.auctionId, ids), inArray(lots.status, [...LEFT_STATUSES])))
      .groupBy(lots.auctionId),
  ]);
  const block = new Map(blocks.map((b) => [b.id, b]));
  const left = new Map(counts.map((c) => [c.auctionId, c.left]));
  return rows.map((r) => {
    const live = r.status === 'live';
    const paused = live && r.remainingMs !== null;
    const lot = r.currentLotId === null ? undefined : block.get(r.currentLotId);
    const onBlock = live && lot?.status === 'on-the-block';
    const remaining = paused ? r.remainingMs! : remainingMs(r.countdownEndsAt, now);
    return {
      auctionId: r.auctionId,
      room: auctionRoomId(r.branch.id, r.lane),
      branch: r.branch,
      lane: r.lane,
      status: r.status,
      startsAt: r.startsAt.toISOString(),
      paused,
      pausedAt: paused && r.pausedAt ? r.pausedAt.toISOString() : null,
      lot:
        onBlock && lot
          ? {
              id: lot.id,
              stockNumber: lot.stockNumber,
              title: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
              path: lotPathOf(lot),
              currentBid: lot.currentBidCents,
              bidCount: lot.bidCount,
              bidders: lot.bidders,
              reserveMet: lot.reserveCents === null ? null : lot.currentBidCents >= lot.reserveCents,
              version: lot.version,
            }
          : null,
      countdown:
        onBlock && (paused || r.countdownEndsAt !== null)
          ? { endsAt: new Date(now.getTime() + remaining).toISOString(), remainingMs: remaining }
          : null,
      lotsLeft: left.get(r.auctionId) ?? 0,
      serverTime: now.toISOString(),
    };
  });
}

/** GET /rest-api/v2/admin/lanes: the lanes selling now (paused ones too), by branch and lane. */
export async function listLiveLanes(now: Date = new Date()): Promise<LaneState[]> {
  return laneStates(await getDb(), eq(auctions.status, 'live'), now);
}

/** GET /rest-api/v2/admin/lanes/{id}: one lane's state (any status), or null when no auction has this id. */
export async function readLaneState(
  auctionId: number,
  now: Date = new Date(),
  db?: Db,
): Promise<LaneState | null> {
  const [state] = await laneStates(db ?? (await getDb()), eq(auctions.id, auctionId), now);
  return state ?? null;
}
