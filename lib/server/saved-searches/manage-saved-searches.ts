import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/errors';
import { members, savedSearches } from '@/lib/db/schema';
import { SAVED_SEARCHES_MAX } from '@/lib/domain/saved-search';
import type {
  NewSavedSearch,
  SavedSearchChange,
  SavedSearchDeleted,
  SavedSearchView,
} from '@/lib/schemas/saved-searches';
import { ApiError } from '../http/api-error';
import { toSavedSearchView } from './saved-search-view';

const UNIQUE = 'saved_searches_member_query_key';
const alreadySaved = () =>
  ApiError.conflict('already_saved', 'This search is already among your saved searches.');
const notFound = () => ApiError.notFound('There is no such saved search.');

/**
 * POST member/search/new: saves a search. The same search twice is 409 already_saved; beyond `max` searches 409
 * saved_searches_full. The member's row is locked while counting, so two saves at once cannot both take the last place.
 */
export async function saveSearch(
  memberId: string,
  input: NewSavedSearch,
  max = SAVED_SEARCHES_MAX,
): Promise<SavedSearchView> {
  const db = await getDb();
  const row = await db
    .transaction(async (tx) => {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const [saved] = await tx
        .select({ n: count() })
        .from(savedSearches)
        .where(eq(savedSearches.memberId, memberId));
      const [same] = await tx
        .select({ id: savedSearches.id })
        .from(savedSearches)
        .where(and(eq(savedSearches.memberId, memberId), eq(savedSearches.query, input.query)));
      if (same) throw alreadySaved();
      if ((saved?.n ?? 0) >= max) {
        throw ApiError.conflict(
          'saved_searches_full',
          `You can keep at most ${max} saved searches. Delete one before saving another.`,
        );
      }
      const [inserted] = await tx
        .insert(savedSearches)
        .values({ memberId, name: input.name, query: input.query, locale: input.locale ?? 'en' })
        .returning();
      return inserted!;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error, UNIQUE) ? alreadySaved() : error;
    });
  return toSavedSearchView(row);
}

/** POST member/search/{id}: renames a search, gives it new filters, or both; another member's is 404. */
export async function changeSavedSearch(
  memberId: string,
  id: number,
  change: SavedSearchChange,
): Promise<SavedSearchView> {
  const db = await getDb();
  try {
    const [row] = await db
      .update(savedSearches)
      .set({
        ...(change.name !== undefined && { name: change.name }),
        ...(change.query !== undefined && { query: change.query }),
        ...(change.locale !== undefined && { locale: change.locale }),
        updatedAt: new Date(),
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)))
      .returning();
    if (!row) throw notFound();
    return toSavedSearchView(row);
  } catch (error) {
    if (isUniqueViolation(error, UNIQUE)) throw alreadySaved();
    throw error;
  }
}

/** DELETE member/search/{id}: another member's search (or none) is 404 and stays. */
export async function deleteSavedSearch(memberId: string, id: number): Promise<SavedSearchDeleted> {
  const db = await getDb();
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.memberId, memberId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound();
  return { id, deleted: true };
}
