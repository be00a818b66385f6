import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import { DEFAULT_PAGE_SIZE, type LotFilters } from '@/lib/domain/search-filters';
import type { LotSummary } from '../lots/lot-summary';
import { lotSummaryColumns, toLotSummary } from '../lots/lot-summary-query';
import { searchCounts, type SearchCounts } from './facet-counts';
import { lotOrder, lotWhere } from './lot-query';

/** The search pages' page size. */
export const PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface LotSearchResult extends SearchCounts {
  lots: LotSummary[];
}

/** The statement of one page of matching lots, sorted by one of SPEC §2's keys (ties by lot id: pages never overlap). */
export function lotPageQuery(db: Db, filters: LotFilters) {
  return db
    .select(lotSummaryColumns)
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(lotWhere(filters))
    .orderBy(...lotOrder(filters))
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
}

export async function searchLotPage(filters: LotFilters): Promise<LotSummary[]> {
  return (await lotPageQuery(await getDb(), filters)).map(toLotSummary);
}

/**
 * A search for the search pages and lots/search alike: one page of lots, the total and the facet counts of every
 * filter group (see searchCounts for the counting rule).
 */
export async function searchLots(filters: LotFilters): Promise<LotSearchResult> {
  const [page, counts] = await Promise.all([searchLotPage(filters), searchCounts(filters)]);
  return { lots: page, ...counts };
}
