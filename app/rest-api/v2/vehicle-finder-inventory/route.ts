import { handle, ok } from '@/lib/server/http/respond';
import { readQuery } from '@/lib/server/http/read-input';
import { localeQuery } from '@/lib/schemas/locale-query';
import { vehicleFinderInventory } from '@/lib/server/search/vehicle-finder-inventory';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/vehicle-finder-inventory?_locale= — the header's five link groups with open-lot counts
export const GET = handle(async (request: Request) => {
  const { _locale } = readQuery(request, localeQuery);
  return ok(await vehicleFinderInventory(_locale));
});
