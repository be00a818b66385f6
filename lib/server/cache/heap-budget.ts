import 'server-only';
import { DEFAULT_PAGE_CACHE_MB } from './page-cache-handler.mjs';

/** The old-space limit `npm start` gives node (package.json): see README, "Pages from the cache". */
export const START_HEAP_MB = 640;
/** What the web process holds besides the page cache at most (facet index of a million lots, reloads, renders). */
const HEAP_BESIDES_PAGES_MB = 512;

/**
 * A warning when the V8 heap this process was started with cannot hold the page cache beside everything else: a
 * larger PAGE_CACHE_MB under the bounded heap of `npm start` would end in an out-of-memory crash under load, not in a
 * smaller cache. Null when it fits (or the heap is unbounded, as node's default of several GB is for this).
 */
export function heapBudgetWarning(heapLimitBytes: number, pageCacheMb: number | undefined): string | null {
  const pages = pageCacheMb ?? DEFAULT_PAGE_CACHE_MB;
  const needed = pages + HEAP_BESIDES_PAGES_MB;
  const limitMb = Math.floor(heapLimitBytes / (1024 * 1024));
  if (limitMb >= needed) return null;
  return (
    `PAGE_CACHE_MB=${pages} needs a heap of at least ${needed} MB, and node was started with ${limitMb} MB: ` +
    `start it with --max-old-space-size=${needed} or keep fewer pages`
  );
}
