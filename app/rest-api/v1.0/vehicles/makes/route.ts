import { makesQuery } from '@/lib/domain/catalog-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { vehicleMakes } from '@/lib/server/search/vehicle-catalog';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/vehicles/makes?types=&query= — makes with open lots of those types whose name holds the query
export const GET = handle(async (request: Request) => {
  const { types, query } = readQuery(request, makesQuery);
  return ok(
    { makes: await vehicleMakes(types, query) },
    { headers: { 'cache-control': CATALOG_CACHE_CONTROL } },
  );
});
