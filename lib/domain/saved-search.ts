/**
 * Saved searches (SPEC §7 member/search/{id}): a search is kept as the canonical query of its filter model, the
 * lots/search keys without paging (lib/domain/search-state.ts filterParams): the same filters always give the same
 * keys and values, whichever route and order they came from. Pure: safe on the server and in the browser.
 */
import type { LotFilters } from './search-filters';
import { filterParams, LIST_GROUPS, queryString } from './search-state';

/** The most searches one member keeps, and the longest name. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX = 80;
/** The most new lots a digest mail names per search (it gives the count of the rest). */
export const DIGEST_LOTS_PER_SEARCH = 5;
/** A member gets at most one digest in this many milliseconds. */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

/** The canonical lots/search keys of a search: every filter (lists sorted) and the sort, never the page or size. */
export function savedSearchQuery(filters: LotFilters): Record<string, string> {
  const sorted = { ...filters, page: 1 };
  for (const group of LIST_GROUPS) {
    (sorted[group] as unknown) = [...(filters[group] as (string | number)[])].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
  }
  const params = filterParams(sorted);
  delete params.page;
  delete params.page_size;
  return params;
}

/** The search page (no locale prefix) that runs a saved search: /search/ with every filter in the query. */
export function savedSearchPath(query: Record<string, string>): string {
  return `/search/${queryString(query)}`;
}

/** Whether two canonical queries are the same search. */
export function sameSearch(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
