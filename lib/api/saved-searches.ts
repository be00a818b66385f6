import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale } from '@/lib/domain/locales';
import type {
  SavedSearchDeleted,
  SavedSearchList,
  SavedSearchView,
  SavedSearchWithTotals,
} from '@/lib/schemas/saved-searches';
import { apiGet, apiSend, ApiRequestError } from './fetcher';

/** The member's saved searches without counts (the save buttons read it to know what is saved already). */
export const SAVED_SEARCHES_QUERY_KEY = ['member', 'saved-searches'] as const;

/** GET /rest-api/v2/account/saved-searches/; only for a signed-in member (`enabled`). */
export function useSavedSearches(enabled: boolean) {
  return useQuery({
    queryKey: SAVED_SEARCHES_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<SavedSearchList>('/rest-api/v2/account/saved-searches', { signal }),
    enabled,
  });
}

/** GET /rest-api/v2/member/search/{id}: records that the member looked at the search (its "new" count restarts). */
export function openSavedSearch(id: number, locale: Locale): Promise<SavedSearchWithTotals> {
  return apiGet<SavedSearchWithTotals>(`/rest-api/v2/member/search/${id}`, { params: { _locale: locale } });
}

export interface NewSearch {
  name: string;
  query: Record<string, string>;
  locale: Locale;
}

/** POST member/search/new; the list is fetched again afterwards. */
export function useSaveSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (search: NewSearch) => apiSend<SavedSearchView>('POST', 'member/search/new', search),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}

/** POST member/search/{id} with a new name. */
export function useRenameSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      apiSend<SavedSearchView>('POST', `member/search/${id}`, { name }),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}

/** DELETE member/search/{id}. */
export function useDeleteSavedSearch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<SavedSearchDeleted>('DELETE', `member/search/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_QUERY_KEY }),
  });
}

/**
 * The SavedSearches.errors key of a failed call: a 422's first field message (nameRequired...), the code of a 404 or
 * 409 (not_found, already_saved, saved_searches_full), otherwise generic.
 */
export function savedSearchErrorKey(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 422 && error.fields) return Object.values(error.fields)[0] ?? 'generic';
    if ((error.status === 404 || error.status === 409) && error.code) return error.code;
  }
  return 'generic';
}
