import { lotSearchQuery } from '@/lib/domain/lot-search-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { SEARCH_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { lotSearch } from '@/lib/server/search/lot-search-api';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/lots/search — one page of open lots for the filters, the total and every group's facet counts
export const GET = handle(async (request: Request) => {
  const { filters, locale } = readQuery(request, lotSearchQuery);
  return ok(await lotSearch(filters, locale), { headers: { 'cache-control': SEARCH_CACHE_CONTROL } });
});
