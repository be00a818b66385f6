import { searchFiltersQuery } from '@/lib/domain/lot-search-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { searchFiltersV2 } from '@/lib/server/search/search-filters-api';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/search/filters — the filter groups with labels, kinds, selection and option counts
export const GET = handle(async (request: Request) => {
  const { filters, locale } = readQuery(request, searchFiltersQuery);
  return ok(await searchFiltersV2(filters, locale), { headers: { 'cache-control': CATALOG_CACHE_CONTROL } });
});
