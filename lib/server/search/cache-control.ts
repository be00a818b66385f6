import 'server-only';

/** Search results carry current bids: shared caches may keep them briefly. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=15, stale-while-revalidate=45';
/** Catalogs and counts (types, makes, models, years, filters): SPEC §9's data is stale after 60 s. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
