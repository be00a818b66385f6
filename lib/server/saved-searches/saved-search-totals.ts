import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { lotFiltersFromParams } from '@/lib/domain/lot-search-query';
import type { SavedSearchTotals } from '@/lib/schemas/saved-searches';
import { lotWhere } from '../search/lot-query';

/**
 * The open lots a saved search finds and how many of them were created after `since`: one scan with the search
 * pages' own WHERE clause (lotWhere), counting both at once.
 */
export async function savedSearchTotals(
  db: Db,
  query: Record<string, string>,
  since: Date,
): Promise<SavedSearchTotals> {
  const [row] = await db
    .select({
      total: count(),
      newCount:
        sql<number>`count(*) filter (where ${lots.createdAt} > ${since.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(lots)
    .where(lotWhere(lotFiltersFromParams(query)));
  return { total: row?.total ?? 0, newCount: row?.newCount ?? 0 };
}
