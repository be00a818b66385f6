// @ts-check
// Next's cache handler for pages (next.config `cacheHandler`, the documented interface: get, set, revalidateTag,
// resetRequestCache). Next decides what is cached and for how long (ISR: a page's `revalidate`, its tags, one render
// per key at a time, stale-while-revalidate); this file only keeps the entries, in memory, bounded by size, and adds
// the one rule Next cannot know: an entry whose tags name rows (`rev:` tags, lib/server/cache/page-tags) is served only
// after the database confirms those rows are unchanged (lib/server/cache/page-freshness, installed by server.ts).
// Plain JavaScript: `next build` loads it too, without the TypeScript hooks of server.ts.
import { LRUCache } from 'lru-cache';

const FRESHNESS = Symbol.for('salvage-lane.page-freshness');
const STORE = Symbol.for('salvage-lane.page-cache');
const TAGS_HEADER = 'x-next-cache-tags';
/**
 * Megabytes of pages kept (PAGE_CACHE_MB, validated by lib/env); the least recently used go first. 128 by default: a
 * lot page takes about 450 kB (its HTML, two bytes a character, its RSC payload and segments), so about 280 lot pages,
 * more of the smaller search and home pages, and the web process with a million lots stays within 1 GiB.
 */
export const DEFAULT_PAGE_CACHE_MB = 128;
const MAX_BYTES = (Number(process.env.PAGE_CACHE_MB) || DEFAULT_PAGE_CACHE_MB) * 1024 * 1024;

/**
 * @typedef {{ value: any; tags: string[]; checked: boolean; startedAt: number; lastModified: number; size: number }} Entry
 * @typedef {{ entries: LRUCache<string, Entry>; pending: LRUCache<string, number>; expired: Map<string, number> }} Store
 */

/** @returns {Store} one store per process, whichever copy of this module Next loaded */
function store() {
  const holder = /** @type {{ [STORE]?: Store }} */ (/** @type {unknown} */ (globalThis));
  return (holder[STORE] ??= {
    entries: new LRUCache({ maxSize: MAX_BYTES, sizeCalculation: (entry) => entry.size }),
    // When a key was last found missing: its render started after that (kept for keys being rendered only).
    pending: new LRUCache({ max: 10_000 }),
    expired: new Map(),
  });
}

/** A character V8 cannot keep in a one-byte string: one of them makes the whole string two bytes a character. */
const TWO_BYTE = /[^\u0000-\u00ff]/;

/** @param {unknown} value the bytes it takes in memory (a page's language menu names Русский and العربية) */
function byteLength(value) {
  if (typeof value === 'string') return TWO_BYTE.test(value) ? value.length * 2 : value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  return 0;
}

/** Rough bytes of an entry: its HTML, RSC payload, segments and JSON (the largest parts). */
function sizeOf(/** @type {any} */ data) {
  let size = 1024 + byteLength(data.html) + byteLength(data.rscData) + byteLength(data.body);
  if (data.segmentData instanceof Map) for (const part of data.segmentData.values()) size += byteLength(part);
  if (data.kind === 'FETCH') size += JSON.stringify(data.data ?? null).length;
  return size;
}

/** @param {any} data @param {string[] | undefined} contextTags */
function tagsOf(data, contextTags) {
  const header = data?.headers?.[TAGS_HEADER];
  return [...new Set([...(contextTags ?? []), ...(typeof header === 'string' ? header.split(',') : [])])];
}

/** @param {Store} s @param {string[]} tags @param {number} since */
function revalidatedSince(s, tags, since) {
  return tags.some((tag) => (s.expired.get(tag) ?? -Infinity) >= since);
}

/** @param {string[]} tags */
async function stillTrue(tags) {
  const check = /** @type {{ [FRESHNESS]?: (tags: string[]) => Promise<boolean> }} */ (
    /** @type {unknown} */ (globalThis)
  )[FRESHNESS];
  if (!check) return false; // nobody to ask (a build, a test without a database): render again
  try {
    return await check(tags);
  } catch (error) {
    console.error('[page-cache] freshness check failed; the page renders again', error);
    return false;
  }
}

export default class PageCacheHandler {
  /** @param {unknown} [_options] */
  constructor(_options) {
    this.store = store();
  }

  /** @param {string} key @param {unknown} [_context] */
  async get(key, _context) {
    const s = this.store;
    const entry = s.entries.get(key);
    if (
      entry &&
      !revalidatedSince(s, entry.tags, entry.startedAt) &&
      (!entry.checked || (await stillTrue(entry.tags)))
    )
      return { lastModified: entry.lastModified, value: entry.value };
    if (entry) s.entries.delete(key);
    if (!s.pending.has(key)) s.pending.set(key, Date.now());
    return null;
  }

  /** @param {string} key @param {any} data @param {{ tags?: string[] }} [context] */
  async set(key, data, context) {
    const s = this.store;
    const startedAt = s.pending.get(key) ?? Date.now();
    s.pending.delete(key);
    if (!data) {
      s.entries.delete(key);
      return;
    }
    const tags = tagsOf(data, context?.tags);
    const checked = tags.some((tag) => tag.startsWith('rev:'));
    // The marker by which a page names its rows (page-shows): its tags matter on the page, not as an entry.
    if (data.kind === 'FETCH' && checked) return;
    // A tag revalidated while this rendered: what it read may be older than the revalidation.
    if (revalidatedSince(s, tags, startedAt)) return;
    s.entries.set(key, {
      value: data,
      tags,
      checked,
      startedAt,
      lastModified: Date.now(),
      size: sizeOf(data),
    });
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of [tags].flat()) this.store.expired.set(tag, now);
  }

  resetRequestCache() {}
}
