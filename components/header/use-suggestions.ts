'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api/fetcher';

export interface Suggestion {
  type: 'make' | 'model' | 'lot';
  label: string;
  link: string;
  cnt?: number;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Suggestions for the header search: nothing is fetched until the form is first hovered or focused (`armed`); then
 * popular searches for an empty box, and matches for the typed text (debounced).
 */
export function useSuggestions(armed: boolean, text: string): Suggestion[] {
  const query = useDebounced(text.trim(), 150);
  const popular = useQuery({
    queryKey: ['search', 'popular-suggest'],
    queryFn: ({ signal }) => apiGet<{ suggestions: Suggestion[] }>('search/popular-suggest', { signal }),
    enabled: armed,
  });
  const typed = useQuery({
    queryKey: ['search', 'suggest', query],
    queryFn: ({ signal }) =>
      apiGet<{ suggestions: Suggestion[] }>(`search/suggest/q-${encodeURIComponent(query)}`, { signal }),
    enabled: armed && query.length >= 2,
  });
  if (!armed) return [];
  return query.length >= 2 ? (typed.data?.suggestions ?? []) : (popular.data?.suggestions ?? []);
}
