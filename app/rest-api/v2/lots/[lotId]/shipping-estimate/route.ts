import * as z from 'zod/mini';
import { handle, ok } from '@/lib/server/http/respond';
import { readQuery } from '@/lib/server/http/read-input';
import { lotShippingEstimate } from '@/lib/server/shipping/lot-shipping-estimate';
import { readLotId } from '@/lib/server/watchlist/read-lot-id';
import { destinationOf, shippingEstimateQuerySchema, shippingEstimateSchema } from '@/lib/schemas/shipping';

type Context = { params: Promise<{ lotId: string }> };

// GET /rest-api/v2/lots/{lotId}/shipping-estimate?zip=75201 (or ?country=NG) — the shipping or export estimate
export const GET = handle<Context>(async (request, context) => {
  const lotId = await readLotId(context.params);
  const destination = destinationOf(readQuery(request, shippingEstimateQuerySchema));
  return ok(z.encode(shippingEstimateSchema, await lotShippingEstimate(lotId, destination)), {
    // The same for everyone; rates change with a deploy, ZIPs and yards rarely.
    headers: { 'cache-control': 'public, max-age=3600' },
  });
});
