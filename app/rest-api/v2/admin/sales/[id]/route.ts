import * as z from 'zod/mini';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { readSaleId } from '@/lib/server/sales/read-sale-params';
import { rescheduleSale } from '@/lib/server/sales/reschedule-sale';
import { findSale } from '@/lib/server/sales/sale-view';
import { withStaff } from '@/lib/server/staff/with-staff';
import { rescheduleSaleSchema, saleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/sales/{id} — one sale with its runlist in order
export const GET = withStaff<Context>(async (_request, context) => {
  const sale = await findSale(await readSaleId(context.params));
  if (!sale) throw ApiError.notFound('No sale has this id.');
  return ok(z.encode(saleSchema, sale), { headers: PRIVATE });
}, 'sales.read');

// PUT /rest-api/v2/admin/sales/{id} — reschedule: another start (and lane) for a sale still to start
export const PUT = withStaff<Context>(async (request, context, staff) => {
  const id = await readSaleId(context.params);
  const input = await readJson(request, rescheduleSaleSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(z.encode(saleSchema, await rescheduleSale(staff, request, id, input)), { headers: PRIVATE });
}, 'sales.write');
