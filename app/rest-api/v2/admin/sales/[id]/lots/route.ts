import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { assignLots } from '@/lib/server/sales/assign-lots';
import { readSaleId } from '@/lib/server/sales/read-sale-params';
import { withStaff } from '@/lib/server/staff/with-staff';
import { assignLotsSchema, saleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/sales/{id}/lots — lots by lot id or stock number join the end of the runlist
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readSaleId(context.params);
  const { lots } = await readJson(request, assignLotsSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const sale = await assignLots(staff, request, id, lots);
  return ok(z.encode(saleSchema, sale), { headers: { 'cache-control': 'private, no-store' } });
}, 'sales.write');
