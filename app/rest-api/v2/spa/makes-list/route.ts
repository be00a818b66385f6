import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { vehicleMakes } from '@/lib/server/search/vehicle-catalog';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/spa/makes-list — every make with open lots, most lots first
export const GET = handle(async () =>
  ok({ makes: await vehicleMakes() }, { headers: { 'cache-control': CATALOG_CACHE_CONTROL } }),
);
