import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { auctions, branches, lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { inRunlistOrder } from '@/lib/domain/runlist-order';
import type { RunlistLot, Sale, SaleBranch } from '@/lib/schemas/admin-sales';
import { isStarted } from './sale-lock';

const BRANCH_COLUMNS = {
  id: branches.id,
  name: branches.name,
  city: branches.city,
  state: branches.state,
  timeZone: branches.timeZone,
  lanes: branches.lanes,
};

/** Whether a lot of a sale may change places: never on the block or once sold; in a live sale, only those to come. */
export function isMovable(saleStatus: string, lotStatus: string): boolean {
  if (saleStatus === 'live') return lotStatus === 'pre-bidding';
  return saleStatus === 'scheduled' && (lotStatus === 'upcoming' || lotStatus === 'pre-bidding');
}

/** The sale with its branch and its runlist in order (every lot of it, the bought-now ones too), or null. */
export async function readSale(db: Db, id: number, now: Date = new Date()): Promise<Sale | null> {
  const [sale] = await db
    .select({
      id: auctions.id,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
      status: auctions.status,
      branch: BRANCH_COLUMNS,
    })
    .from(auctions)
    .innerJoin(branches, eq(branches.id, auctions.branchId))
    .where(eq(auctions.id, id));
  if (!sale) return null;
  const rows = await db
    .select({
      id: lots.id,
      position: lots.runlistPosition,
      stockNumber: lots.stockNumber,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      status: lots.status,
      bidCount: lots.bidCount,
      currentBid: lots.currentBidCents,
    })
    .from(lots)
    .where(eq(lots.auctionId, id));
  const runlist: RunlistLot[] = inRunlistOrder(rows).map((row, index) => ({
    place: index + 1,
    position: row.position,
    id: row.id,
    stockNumber: row.stockNumber,
    title: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
    status: row.status,
    bidCount: row.bidCount,
    currentBid: row.currentBid,
    movable: isMovable(sale.status, row.status),
    path: lotPathOf(row),
  }));
  return {
    id: sale.id,
    branch: sale.branch,
    lane: sale.lane,
    startsAt: sale.startsAt.toISOString(),
    status: sale.status,
    started: isStarted(sale, now),
    lots: runlist,
  };
}

/** GET /rest-api/v2/admin/sales/{id} and the sale's console page: the sale and its runlist, or null. */
export async function findSale(id: number): Promise<Sale | null> {
  return readSale(await getDb(), id);
}

/** Every branch with its lanes and zone, by name: the calendar's filter and the new-sale form offer them. */
export async function saleBranches(): Promise<SaleBranch[]> {
  const db = await getDb();
  return db.select(BRANCH_COLUMNS).from(branches).orderBy(branches.name, branches.id);
}
