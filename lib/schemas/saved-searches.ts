/**
 * The saved-search calls of SPEC §7: GET, POST and DELETE member/search/{id} (POST member/search/new saves a new
 * search; POST on an existing id renames it or gives it new filters), GET /rest-api/v2/member/search/{id} (opens it:
 * its counts, and it is marked viewed) and GET /rest-api/v2/account/saved-searches/?showTotals. Messages are i18n keys
 * of SavedSearches.errors; a bad filter inside `query` is named `query.<lots/search key>`.
 */
import * as z from 'zod';
import { LOCALES, type Locale } from '@/lib/domain/locales';
import { lotSearchQuery } from '@/lib/domain/lot-search-query';
import { SAVED_SEARCH_NAME_MAX, savedSearchQuery } from '@/lib/domain/saved-search';
import { INT4_MAX } from './input-bounds';
import { safeTextCheck } from './safe-text';

/** Query keys of a search page that are not filters: left out before reading the filters. */
const NOT_FILTERS = new Set(['_locale', 'view_type', 'page', 'page_size']);
const MAX_QUERY_CHARS = 4_000;

/** {id} of member/search/{id}: a positive whole number. */
export const savedSearchId = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'idInvalid')
  .transform(Number)
  .refine((n) => n >= 1 && n <= INT4_MAX, 'idInvalid');

/** {id} of POST member/search/{id}: `new` saves a new search, a number changes that one. */
export const savedSearchTarget = z.union([z.literal('new'), savedSearchId], { message: 'idInvalid' });

/** A query string (`?a=1&b=2`, the `?` optional) or an object of lots/search keys, as raw values. */
function rawQuery(value: unknown): Record<string, string | string[]> | null {
  if (typeof value === 'string') {
    if (value.length > MAX_QUERY_CHARS) return null;
    const params = new URLSearchParams(value.startsWith('?') ? value.slice(1) : value);
    const raw: Record<string, string | string[]> = {};
    for (const key of new Set(params.keys())) {
      const values = params.getAll(key);
      raw[key] = values.length === 1 ? values[0]! : values;
    }
    return raw;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw: Record<string, string | string[]> = {};
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'number' || typeof v === 'boolean') raw[key] = String(v);
    else if (typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')))
      raw[key] = v;
    else return null;
  }
  return raw;
}

/**
 * A search to save: its lots/search keys read as the API reads them (a bad value is 422 naming `query.<key>`), then
 * written back in the canonical form (savedSearchQuery).
 */
export const searchToSave = z.unknown().transform((value, ctx) => {
  const raw = rawQuery(value);
  if (!raw) {
    ctx.addIssue({ code: 'custom', message: 'queryInvalid' });
    return z.NEVER;
  }
  for (const key of NOT_FILTERS) delete raw[key];
  const parsed = lotSearchQuery.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path.map(String) });
    }
    return z.NEVER;
  }
  return savedSearchQuery(parsed.data.filters);
});

/** Runs of whitespace (tabs and line breaks too) become one space; any other control character is refused. */
const name = z
  .string({ message: 'nameRequired' })
  .overwrite((v) => v.replace(/\s+/g, ' ').trim())
  .check(safeTextCheck('line', 'nameInvalid'))
  .min(1, 'nameRequired')
  .max(SAVED_SEARCH_NAME_MAX, 'nameTooLong');

const locale = z.enum(LOCALES, { message: 'localeInvalid' });

/** POST member/search/new: a name, the search, and the language to write the digest in. */
export const newSavedSearchBody = z.object({
  name,
  query: searchToSave,
  locale: locale.optional(),
});

/** POST member/search/{id}: a new name, new filters, or both. */
export const changeSavedSearchBody = z
  .object({ name: name.optional(), query: searchToSave.optional(), locale: locale.optional() })
  .refine((b) => b.name !== undefined || b.query !== undefined, {
    message: 'nothingToChange',
    path: ['name'],
  });

export type NewSavedSearch = z.output<typeof newSavedSearchBody>;
export type SavedSearchChange = z.output<typeof changeSavedSearchBody>;

/** `?showTotals` alone, or true/false/1/0. */
const showTotals = z
  .string({ message: 'showTotalsInvalid' })
  .trim()
  .toLowerCase()
  .refine((v) => ['', 'true', '1', 'false', '0'].includes(v), 'showTotalsInvalid')
  .transform((v) => v !== 'false' && v !== '0');

/** GET /rest-api/v2/account/saved-searches/: with showTotals each search comes with its counts. */
export const savedSearchListQuery = z.object({ showTotals: showTotals.optional() });

/** GET /rest-api/v2/member/search/{id}: `_locale`, the language the member opened it in. */
export const openSavedSearchQuery = z.object({ _locale: locale.optional() });

/** A saved search as the API answers it. Times are ISO strings in JSON. */
export interface SavedSearchView {
  id: number;
  name: string;
  /** The canonical lots/search keys of the search. */
  query: Record<string, string>;
  /** The search page that runs it, without locale prefix. */
  url: string;
  locale: Locale;
  createdAt: Date | string;
  lastViewedAt: Date | string;
  lastDigestAt: Date | string | null;
}

/** With showTotals (and from v2 member/search/{id}): open lots it finds, and those created since the last look. */
export interface SavedSearchTotals {
  total: number;
  newCount: number;
}

export type SavedSearchWithTotals = SavedSearchView & SavedSearchTotals;

/** GET /rest-api/v2/account/saved-searches/. */
export interface SavedSearchList {
  items: (SavedSearchView | SavedSearchWithTotals)[];
  count: number;
  limit: number;
}

/** DELETE member/search/{id}. */
export interface SavedSearchDeleted {
  id: number;
  deleted: true;
}
