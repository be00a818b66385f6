/** Megabytes of pages kept when PAGE_CACHE_MB is unset. */
export const DEFAULT_PAGE_CACHE_MB: number;

/** Next's cache handler for pages (page-cache-handler.mjs): the interface of next.config's `cacheHandler`. */
export default class PageCacheHandler {
  constructor(options?: unknown);
  get(key: string, context?: unknown): Promise<{ lastModified: number; value: unknown } | null>;
  set(key: string, data: unknown, context?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
