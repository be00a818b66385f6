import { apiGet } from '@/lib/api/fetcher';
import { getQueryClient } from '@/lib/api/query-client';
import type { Suggestion } from './use-suggestions';

/**
 * The header search's suggestions through the shared React Query cache (SPEC §9's defaults: a repeated query within
 * 60 s is not fetched again): popular searches for `query` '' and matches otherwise. Loaded on the first hover or
 * focus of the search form, so neither this nor React Query is part of the page's first load.
 */
export async function fetchSuggestions(query: string): Promise<Suggestion[]> {
  const data = await getQueryClient().fetchQuery({
    queryKey: query ? ['search', 'suggest', query] : ['search', 'popular-suggest'],
    queryFn: ({ signal }) =>
      apiGet<{ suggestions: Suggestion[] }>(
        query ? `search/suggest/q-${encodeURIComponent(query)}` : 'search/popular-suggest',
        { signal },
      ),
  });
  return data.suggestions;
}
