import { handle, ok } from '@/lib/server/http/respond';
import { CATALOG_CACHE_CONTROL } from '@/lib/server/search/cache-control';
import { searchYears } from '@/lib/server/search/vehicle-catalog';

export const dynamic = 'force-dynamic';

// GET /rest-api/v1.0/search/years — the year options (next year down to 1920) with open-lot counts
export const GET = handle(async () =>
  ok(await searchYears(), { headers: { 'cache-control': CATALOG_CACHE_CONTROL } }),
);
