'use client';

import { useEffect, useState } from 'react';

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
 * Suggestions for the header search: nothing is fetched (nor its code loaded) until the form is first hovered or
 * focused (`armed`); then popular searches for an empty box, and matches for the typed text (debounced, 2 characters
 * at least). A failed request shows no suggestions; the form still submits.
 */
export function useSuggestions(armed: boolean, text: string): Suggestion[] {
  const typed = useDebounced(text.trim(), 150);
  const query = typed.length >= 2 ? typed : '';
  const [result, setResult] = useState<{ query: string; suggestions: Suggestion[] } | null>(null);
  useEffect(() => {
    if (!armed) return;
    let live = true;
    import('./fetch-suggestions')
      .then(({ fetchSuggestions }) => fetchSuggestions(query))
      .then((suggestions) => {
        if (live) setResult({ query, suggestions });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [armed, query]);
  if (!armed || result?.query !== query) return [];
  return result.suggestions;
}
