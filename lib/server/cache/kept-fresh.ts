import 'server-only';
import type { Database } from '@/lib/db/client';
import { getDatabase } from '@/lib/db/database';
import { logger } from '@/lib/log';

const log = logger('cache');

type Entry = { at: number; value: Promise<unknown>; refreshing: boolean };

/** One store for every bundle of the process (e.g. the sitemap index and its files are separate route bundles). */
const KEY = Symbol.for('salvage-lane.kept-fresh');
const holder = globalThis as { [KEY]?: WeakMap<Database, Map<string, Entry>> };

/**
 * A value of the current database kept by key for `ttlMs`. Once older, the kept value still answers at once while one
 * refresh runs behind it, so after the first count no crawler waits for a recount (the lists and the split of a
 * million lots take most of a second to count). A failed first load is forgotten; a failed refresh is logged and the
 * old value kept. `ttlMs` 0 or less: nothing is kept.
 */
export async function keptFresh<T>(key: string, load: () => Promise<T>, ttlMs: number): Promise<T> {
  if (ttlMs <= 0) return load();
  const database = await getDatabase();
  const caches = (holder[KEY] ??= new WeakMap());
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new Map()));
  const entry = cache.get(key);
  if (!entry) {
    const fresh: Entry = { at: Date.now(), value: load(), refreshing: false };
    cache.set(key, fresh);
    fresh.value.catch(() => {
      if (cache.get(key) === fresh) cache.delete(key);
    });
    return fresh.value as Promise<T>;
  }
  if (Date.now() - entry.at > ttlMs && !entry.refreshing) {
    entry.refreshing = true;
    load().then(
      (value) => cache.set(key, { at: Date.now(), value: Promise.resolve(value), refreshing: false }),
      (error: unknown) => {
        entry.refreshing = false;
        log.error(`refreshing ${key} failed; the previous value stays`, error);
      },
    );
  }
  return entry.value as Promise<T>;
}

/**
 * Forget the kept values of the current database whose key starts with `prefix`, so the next call loads afresh (a
 * staff write that must show at once: a checked-in lot in the sitemap). Other processes keep theirs for their time.
 */
export async function forgetKept(prefix: string): Promise<void> {
  const cache = holder[KEY]?.get(await getDatabase());
  if (!cache) return;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}
