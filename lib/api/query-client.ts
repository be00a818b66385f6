import { QueryClient } from '@tanstack/react-query';
import { isCancelled } from './fetcher';

/** SPEC §9: "Data cache: stale after 60 s, no refetch on window focus, offline-first". */
export const STALE_TIME_MS = 60_000;
/** SPEC §8: "Data fetch retry: at most 2 retries, none when status is below 500". */
export const MAX_RETRIES = 2;

/**
 * React Query's retry rule. `failureCount` counts the failures before this one (0 after the first), so retries happen
 * at 0 and 1: two in all. A response below 500 is final; a network error (no status) may be retried; a cancelled
 * request never is.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isCancelled(error)) return false;
  const status = statusOf(error);
  return status === undefined || status >= 500;
}

/** The HTTP status an error carries (ApiRequestError's, or any error object's numeric `status`). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        retry: shouldRetry,
      },
      // Mutations are not idempotent in general: never retried.
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The browser keeps one client for the page's life; the server makes a fresh one per call so that no cached data
 * leaks between requests (the create-t3-app pattern).
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
