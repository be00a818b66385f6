import 'server-only';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots, watchlist } from '@/lib/db/schema';
import type { WatchlistQuery, WatchlistSort } from '@/lib/schemas/watchlist';
import { publicLotSummary, type LotSummary } from '../lots/lot-summary';
import { lotSummaryColumns, toLotSummary } from '../lots/lot-summary-query';

export type WatchlistItem = Omit<LotSummary, 'revision'> & { addedAt: Date };

export interface WatchlistPage {
  items: WatchlistItem[];
  total: number;
  page: number;
  pageSize: number;
}

const SORT_COLUMNS = {
  sale_date: lots.saleDate,
  added: watchlist.createdAt,
  current_bid: lots.currentBidCents,
  year: lots.year,
} as const satisfies Record<WatchlistSort, unknown>;

/**
 * GET member/watchlist: one page of the member's watched lots as lot cards plus when each was added. Lots without a
 * sale date come last either way; ties go by lot id, so pages never overlap.
 */
export async function listWatchlist(memberId: string, query: WatchlistQuery): Promise<WatchlistPage> {
  const db = await getDb();
  const mine = eq(watchlist.memberId, memberId);
  const column = SORT_COLUMNS[query.sort];
  const order =
    query.direction === 'desc'
      ? [sql`${column} desc nulls last`, desc(lots.id)]
      : [sql`${column} asc nulls last`, asc(lots.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...lotSummaryColumns, addedAt: watchlist.createdAt })
      .from(watchlist)
      .innerJoin(lots, eq(lots.id, watchlist.lotId))
      .innerJoin(branches, eq(branches.id, lots.branchId))
      .where(mine)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(watchlist).where(mine),
  ]);
  return {
    items: rows.map(({ addedAt, ...row }) => ({ ...publicLotSummary(toLotSummary(row)), addedAt })),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
