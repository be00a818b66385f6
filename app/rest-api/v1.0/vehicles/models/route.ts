import { modelsQuery } from '@/lib/domain/catalog-query';
import { readQuery } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { vehicleModels } from '@/lib/server/search/vehicle-catalog';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/vehicles/models?makes=&query=&types= — models with open lots of those makes and types
export const GET = handle(async (request: Request) => {
  const { makes, types, query } = readQuery(request, modelsQuery);
  return ok(
    { models: await vehicleModels(makes, types, query) },
    { headers: { 'cache-control': CATALOG_CACHE_CONTROL } },
  );
});
