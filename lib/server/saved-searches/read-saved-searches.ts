import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { savedSearches } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { SAVED_SEARCHES_MAX } from '@/lib/domain/saved-search';
import type { SavedSearchList, SavedSearchView, SavedSearchWithTotals } from '@/lib/schemas/saved-searches';
import { ApiError } from '../http/api-error';
import { savedSearchTotals } from './saved-search-totals';
import { toSavedSearchView } from './saved-search-view';

const notFound = () => ApiError.notFound('There is no such saved search.');

/** GET /rest-api/v2/account/saved-searches/: the member's searches, oldest first; with `totals`, their counts. */
export async function listSavedSearches(memberId: string, totals = false): Promise<SavedSearchList> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.memberId, memberId))
    .orderBy(asc(savedSearches.id));
  const items = totals
    ? await Promise.all(
        rows.map(async (row) => ({
          ...toSavedSearchView(row),
          ...(await savedSearchTotals(db, row.query, row.lastViewedAt)),
        })),
      )
    : rows.map(toSavedSearchView);
  return { items, count: rows.length, limit: SAVED_SEARCHES_MAX };
}

/** GET member/search/{id}: one of the member's searches; another member's (or none) is 404. */
export async function getSavedSearch(memberId: string, id: number): Promise<SavedSearchView> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)));
  if (!row) throw notFound();
  return toSavedSearchView(row);
}

/**
 * GET /rest-api/v2/member/search/{id}: the member opens a saved search. It answers the search with its counts (new:
 * created since the previous look) and records this look (and its language, for the digest).
 */
export async function openSavedSearch(
  memberId: string,
  id: number,
  locale?: Locale,
  now = new Date(),
): Promise<SavedSearchWithTotals> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)));
  if (!row) throw notFound();
  const totals = await savedSearchTotals(db, row.query, row.lastViewedAt);
  const [viewed] = await db
    .update(savedSearches)
    .set({ lastViewedAt: now, ...(locale && { locale }) })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)))
    .returning();
  if (!viewed) throw notFound();
  return { ...toSavedSearchView(viewed), ...totals };
}
