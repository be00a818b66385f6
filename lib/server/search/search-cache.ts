import 'server-only';
import { getDatabase } from '@/lib/db/database';
import type { Database } from '@/lib/db/client';

/** How long aggregate counts of a search are reused: SPEC §9's data cache is stale after 60 s. */
export const SEARCH_COUNTS_TTL_MS = 60_000;
const MAX_ENTRIES = 1_000;

type Entry = { at: number; promise: Promise<unknown> };
/** One store for every bundle of the process, so a write's clearCachedCounts reaches the pages' counts too. */
const KEY = Symbol.for('salvage-lane.search-counts');
const caches = ((globalThis as { [KEY]?: WeakMap<Database, Map<string, Entry>> })[KEY] ??= new WeakMap());

/**
 * Remember an aggregate of the current database by key for `ttlMs` (facet counts and totals of a search: the
 * expensive, slow-changing part; result rows and bids are never cached). Concurrent callers share one load; a failed
 * load is forgotten; the oldest entry goes when the cache is full.
 */
export async function cachedCounts<T>(
  key: string,
  load: () => Promise<T>,
  ttlMs = SEARCH_COUNTS_TTL_MS,
): Promise<T> {
  const database = await getDatabase();
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at <= ttlMs) return hit.promise as Promise<T>;
  if (hit) cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  const promise = load();
  const entry = { at: Date.now(), promise };
  cache.set(key, entry);
  promise.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return promise;
}

/** Forget every cached count of the current database (a staff write to a lot, tests, benchmarks' cold runs). */
export async function clearCachedCounts(): Promise<void> {
  caches.delete(await getDatabase());
}
