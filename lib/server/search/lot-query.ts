import 'server-only';
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { branches, lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import type { LotFilters } from '@/lib/domain/search-filters';

const OPEN_STATUS = sql`${lots.status} in (${sql.raw(OPEN_LOT_STATUSES.map((s) => `'${s}'`).join(', '))})`;

/**
 * The one query builder of lot searches (search pages, lots/search, its facets, search/filters): the WHERE clause of
 * a filter model and its ORDER BY. Only open lots are found: the statuses are written as literals (not parameters), so
 * the planner sees the predicate of the partial search indexes (lots_open_*) and uses them.
 */
export function lotWhere(filters: LotFilters): SQL {
  const conditions: SQL[] = [OPEN_STATUS];
  const anyOf = <T extends string | number>(column: Parameters<typeof inArray>[0], values: T[]) => {
    if (values.length === 1) conditions.push(eq(column, values[0]!));
    else if (values.length > 1) conditions.push(inArray(column, values));
  };
  anyOf(lots.vehicleType, filters.types);
  anyOf(lots.makeSlug, filters.makes);
  anyOf(lots.modelSlug, filters.models);
  anyOf(lots.primaryDamage, filters.damages);
  anyOf(lots.lossType, filters.lossTypes);
  anyOf(lots.titleType, filters.titleTypes);
  // Where the vehicle stands (its branch's state), not where it is titled.
  if (filters.states.length > 0) {
    conditions.push(
      sql`${lots.branchId} in (select b.id from ${branches} b where b.state in (${sql.join(
        filters.states.map((s) => sql`${s}`),
        sql`, `,
      )}))`,
    );
  }
  anyOf(lots.branchId, filters.branches);
  if (filters.buyItNow) conditions.push(isNotNull(lots.buyItNowPriceCents));
  if (filters.auctionOnly) conditions.push(isNotNull(lots.auctionId), isNull(lots.buyItNowPriceCents));
  if (filters.yearFrom !== null) conditions.push(gte(lots.year, filters.yearFrom));
  if (filters.yearTo !== null) conditions.push(lte(lots.year, filters.yearTo));
  if (filters.odometerFrom !== null) conditions.push(gte(lots.odometer, filters.odometerFrom));
  if (filters.odometerTo !== null) conditions.push(lte(lots.odometer, filters.odometerTo));
  if (filters.saleDateFrom) conditions.push(gte(lots.saleDate, filters.saleDateFrom));
  if (filters.saleDateTo) conditions.push(lt(lots.saleDate, filters.saleDateTo));
  if (filters.vin) conditions.push(eq(lots.vin, filters.vin));
  if (filters.stockNumber) conditions.push(eq(lots.stockNumber, filters.stockNumber));
  if (filters.q) conditions.push(sql`${lots.searchVector} @@ plainto_tsquery('simple', ${filters.q})`);
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  sale_date: lots.saleDate,
  year: lots.year,
  odometer: lots.odometer,
  current_bid: lots.currentBidCents,
} as const;

/**
 * The sort key in the asked direction, ties by lot id the same way (so pages never overlap). Lots without a sale date
 * come last either way; the other keys are never null, so they sort plainly and match their (key, id) indexes.
 */
export function lotOrder(filters: Pick<LotFilters, 'sort' | 'direction'>): SQL[] {
  const column = SORT_COLUMNS[filters.sort];
  const desc_ = filters.direction === 'desc';
  if (filters.sort === 'sale_date') {
    return desc_
      ? [sql`${column} desc nulls last`, desc(lots.id)]
      : [sql`${column} asc nulls last`, asc(lots.id)];
  }
  return desc_ ? [desc(column), desc(lots.id)] : [asc(column), asc(lots.id)];
}
