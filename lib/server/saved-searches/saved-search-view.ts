import 'server-only';
import { isLocale } from '@/lib/domain/locales';
import { savedSearchPath } from '@/lib/domain/saved-search';
import type { savedSearches } from '@/lib/db/schema';
import type { SavedSearchView } from '@/lib/schemas/saved-searches';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** A row as the API answers it (the member id stays on the server). */
export function toSavedSearchView(row: SavedSearchRow): SavedSearchView {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    url: savedSearchPath(row.query),
    locale: isLocale(row.locale) ? row.locale : 'en',
    createdAt: row.createdAt,
    lastViewedAt: row.lastViewedAt,
    lastDigestAt: row.lastDigestAt,
  };
}
