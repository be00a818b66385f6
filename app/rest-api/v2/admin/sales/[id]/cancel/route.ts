import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { cancelSale } from '@/lib/server/sales/cancel-sale';
import { readSaleId } from '@/lib/server/sales/read-sale-params';
import { withStaff } from '@/lib/server/staff/with-staff';
import { cancelledSaleSchema, cancelSaleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/sales/{id}/cancel — call the sale off: its lots back to upcoming, their pre-bids released
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readSaleId(context.params);
  const { reason } = await readJson(request, cancelSaleSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const cancelled = await cancelSale(staff, request, id, reason);
  return ok(z.encode(cancelledSaleSchema, cancelled), { headers: { 'cache-control': 'private, no-store' } });
}, 'sales.write');
