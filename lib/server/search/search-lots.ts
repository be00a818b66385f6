import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import type { LotFilters } from '@/lib/domain/search-filters';
import type { LotSummary } from '../lots/lot-summary';
import { lotSummaryColumns, toLotSummary } from '../lots/lot-summary-query';

export const PAGE_SIZE = 24;

const SORT_COLUMNS = {
  sale_date: lots.saleDate,
  year: lots.year,
  odometer: lots.odometer,
  current_bid: lots.currentBidCents,
} as const;

/** The WHERE clause of a search: open lots that match every filter group. */
export function filterConditions(filters: LotFilters): SQL[] {
  const conditions: SQL[] = [inArray(lots.status, [...OPEN_LOT_STATUSES])];
  if (filters.types.length) conditions.push(inArray(lots.vehicleType, filters.types));
  if (filters.makes.length) conditions.push(inArray(lots.makeSlug, filters.makes));
  if (filters.models.length) conditions.push(inArray(lots.modelSlug, filters.models));
  if (filters.lossTypes.length) conditions.push(inArray(lots.lossType, filters.lossTypes));
  if (filters.titleTypes.length) conditions.push(inArray(lots.titleType, filters.titleTypes));
  if (filters.states.length) conditions.push(inArray(lots.titleState, filters.states));
  if (filters.buyItNow) conditions.push(isNotNull(lots.buyItNowPriceCents));
  if (filters.auctionOnly) conditions.push(isNotNull(lots.auctionId), isNull(lots.buyItNowPriceCents));
  if (filters.yearFrom !== null) conditions.push(gte(lots.year, filters.yearFrom));
  if (filters.yearTo !== null) conditions.push(lte(lots.year, filters.yearTo));
  if (filters.q) conditions.push(sql`${lots.searchVector} @@ plainto_tsquery('simple', ${filters.q})`);
  return conditions;
}

/** One page of matching lots and the total, sorted by one of SPEC §2's keys (ties by lot id, so pages never overlap). */
export async function searchLots(filters: LotFilters): Promise<{ lots: LotSummary[]; total: number }> {
  const db = await getDb();
  const where = and(...filterConditions(filters));
  const column = SORT_COLUMNS[filters.sort];
  const order =
    filters.direction === 'desc'
      ? [sql`${column} desc nulls last`, desc(lots.id)]
      : [sql`${column} asc nulls last`, asc(lots.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(lotSummaryColumns)
      .from(lots)
      .innerJoin(branches, eq(branches.id, lots.branchId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((filters.page - 1) * PAGE_SIZE),
    db.select({ n: count() }).from(lots).where(where),
  ]);
  return { lots: rows.map(toLotSummary), total: Number(total?.n ?? 0) };
}
