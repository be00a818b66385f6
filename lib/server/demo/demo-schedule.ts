import 'server-only';
import { and, count, eq, gt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lots } from '@/lib/db/schema';
import { BRANCHES, type BranchSeed } from '@/lib/db/seed/catalog/branches';
import { generateLot, type LotRow } from '@/lib/db/seed/lot-generator';
import { type Random } from '@/lib/db/seed/random';
import { SALE_START_HOUR, SCHEDULE_DAYS } from '@/lib/db/seed/schedule';
import { zonedTimeToUtc } from '@/lib/domain/zoned-time';

/** A demo lane goes live this long after it is scheduled (well inside the five minutes promised after start). */
export const DEMO_LANE_LEAD_MS = 60_000;
/** When no auction is live or starts within this window, the demo schedules a lane. */
export const DEMO_LIVE_WINDOW_MS = 5 * 60_000;
export const DEMO_LANE_LOTS = 12;
/** Fewer lots than this open for pre-bids, and the demo schedules new auctions with fresh demo inventory. */
export const DEMO_MIN_OPEN_LOTS = 300;
export const DEMO_REFILL_LOTS = 200;
const LOTS_PER_REFILL_AUCTION = 25;

/** The next free generator index: the demo inventory's lots are numbered 0..n-1 (lot-generator lotIdFor). */
async function nextIndex(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(lots);
  return row?.n ?? 0;
}

async function addLots(
  db: Db,
  random: Random,
  now: Date,
  branch: BranchSeed,
  auction: { id: number; lane: string; startsAt: Date },
  howMany: number,
): Promise<number> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${lots.runlistPosition}), 0)`.mapWith(Number) })
    .from(lots)
    .where(eq(lots.auctionId, auction.id));
  let index = await nextIndex(db);
  const rows: LotRow[] = [];
  for (let i = 0; i < howMany; i++) {
    rows.push(
      generateLot(random, index++, now, { branch, auction, runlistPosition: (last?.position ?? 0) + i + 1 }),
    );
  }
  const inserted = await db.insert(lots).values(rows).onConflictDoNothing().returning({ id: lots.id });
  return inserted.length;
}

/** An auction for `branch`/`lane` at `startsAt`, created unless it exists. */
async function auctionAt(db: Db, branch: BranchSeed, lane: string, startsAt: Date) {
  const [created] = await db
    .insert(auctions)
    .values({ branchId: branch.code, lane, startsAt })
    .onConflictDoNothing()
    .returning({
      id: auctions.id,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
      status: auctions.status,
    });
  if (created) return created;
  const [found] = await db
    .select({ id: auctions.id, lane: auctions.lane, startsAt: auctions.startsAt, status: auctions.status })
    .from(auctions)
    .where(and(eq(auctions.branchId, branch.code), eq(auctions.lane, lane), eq(auctions.startsAt, startsAt)));
  return found!;
}

/**
 * Keep a live lane in sight: when no auction is live and none starts within DEMO_LIVE_WINDOW_MS, schedule one lane to
 * start DEMO_LANE_LEAD_MS from now with DEMO_LANE_LOTS fresh demo lots. Returns the new auction's id, or null.
 */
export async function ensureDemoLane(db: Db, now: Date, random: Random): Promise<number | null> {
  const soon = new Date(now.getTime() + DEMO_LIVE_WINDOW_MS);
  const [busy] = await db
    .select({ n: count() })
    .from(auctions)
    .where(
      or(eq(auctions.status, 'live'), and(eq(auctions.status, 'scheduled'), lte(auctions.startsAt, soon))),
    );
  if ((busy?.n ?? 0) > 0) return null;
  const branch = random.pick(BRANCHES);
  const lane = random.pick(branch.lanes);
  const startsAt = new Date(Math.ceil((now.getTime() + DEMO_LANE_LEAD_MS) / 1000) * 1000);
  const auction = await auctionAt(db, branch, lane, startsAt);
  await addLots(db, random, now, branch, auction, DEMO_LANE_LOTS);
  return auction.id;
}

/**
 * A rolling supply: the sale closer and the clock end lots as their sales come, so a demo left running would run out
 * of open lots. When fewer than DEMO_MIN_OPEN_LOTS are open for pre-bids, new lots go into auctions of the coming
 * weeks (a branch's sale day at its usual hour). Returns how many lots were added.
 */
export async function ensureOpenLots(db: Db, now: Date, random: Random): Promise<number> {
  const [open] = await db
    .select({ n: count() })
    .from(lots)
    .where(and(eq(lots.status, 'pre-bidding'), gt(lots.saleDate, now)));
  if ((open?.n ?? 0) >= DEMO_MIN_OPEN_LOTS) return 0;
  let added = 0;
  while (added < DEMO_REFILL_LOTS) {
    const branch = random.pick(BRANCHES);
    const lane = random.pick(branch.lanes);
    const day = new Date(now.getTime() + (1 + Math.floor(random.float() * SCHEDULE_DAYS)) * 86_400_000);
    const startsAt = zonedTimeToUtc(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: SALE_START_HOUR,
        minute: 0,
      },
      branch.timeZone,
    );
    const auction = await auctionAt(db, branch, lane, startsAt);
    if (auction.status !== 'scheduled') continue;
    const inserted = await addLots(db, random, now, branch, auction, LOTS_PER_REFILL_AUCTION);
    if (inserted === 0) break;
    added += inserted;
  }
  return added;
}
