import { bestDealsQuery } from '@/lib/domain/catalog-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { bestDeals } from '@/lib/server/search/best-deals';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/popular-inventory/best-deals?limit=&_locale= — open lots bid lowest against their retail value
export const GET = handle(async (request: Request) => {
  const { limit, _locale } = readQuery(request, bestDealsQuery);
  return ok(
    { lots: await bestDeals(limit, _locale) },
    { headers: { 'cache-control': CATALOG_CACHE_CONTROL } },
  );
});
