import { localeOnlyQuery } from '@/lib/domain/catalog-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { vehicleTypes } from '@/lib/server/search/vehicle-catalog';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/vehicles/types?_locale= — vehicle types with open lots, labelled
export const GET = handle(async (request: Request) => {
  const { _locale } = readQuery(request, localeOnlyQuery);
  return ok({ types: await vehicleTypes(_locale) }, { headers: { 'cache-control': CATALOG_CACHE_CONTROL } });
});
