import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, branches, lots } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';

export interface Branch {
  id: number;
  lanes: string[];
}

/** Where a lot sells: its auction (one lane of its branch on one sale day) and its place in the runlist. */
export interface SalePlacement {
  auctionId: number | null;
  lane: string | null;
  runlistPosition: number | null;
  saleDate: Date | null;
}

export const NO_SALE: SalePlacement = { auctionId: null, lane: null, runlistPosition: null, saleDate: null };

/** The branch a lot is checked in at, or 422 naming branchId. */
export async function requireBranch(db: Db, id: number): Promise<Branch> {
  const [branch] = await db
    .select({ id: branches.id, lanes: branches.lanes })
    .from(branches)
    .where(eq(branches.id, id));
  if (!branch) throw ApiError.invalid({ branchId: 'unknownBranch' });
  return branch;
}

/**
 * The lot's place in the sale of `lane` at `branch` starting at `saleDate`: that auction (made when it is the lane's
 * first lot of that sale), at the end of its runlist. The auction's row is locked first, so two check-ins never take
 * the same place. 422 naming lane for a lane the branch does not have, naming saleDate for a sale that has begun.
 */
export async function placeOnSale(
  db: Db,
  branch: Branch,
  saleDate: Date,
  lane: string,
): Promise<SalePlacement> {
  if (!branch.lanes.includes(lane)) throw ApiError.invalid({ lane: 'unknownLane' });
  await db.insert(auctions).values({ branchId: branch.id, lane, startsAt: saleDate }).onConflictDoNothing();
  const [auction] = await db
    .select({ id: auctions.id, status: auctions.status })
    .from(auctions)
    .where(and(eq(auctions.branchId, branch.id), eq(auctions.lane, lane), eq(auctions.startsAt, saleDate)))
    .for('update');
  if (!auction || auction.status !== 'scheduled') throw ApiError.invalid({ saleDate: 'saleStarted' });
  const [last] = await db
    .select({ position: sql<number | string | null>`max(${lots.runlistPosition})` })
    .from(lots)
    .where(eq(lots.auctionId, auction.id));
  return { auctionId: auction.id, lane, runlistPosition: Number(last?.position ?? 0) + 1, saleDate };
}
