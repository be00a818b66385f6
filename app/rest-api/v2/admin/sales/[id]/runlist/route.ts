import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { moveRunlistLot } from '@/lib/server/sales/move-runlist-lot';
import { readSaleId } from '@/lib/server/sales/read-sale-params';
import { withStaff } from '@/lib/server/staff/with-staff';
import { runlistMoveSchema, saleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// PUT /rest-api/v2/admin/sales/{id}/runlist — move a lot to a place of the runlist (up, down, or a number)
export const PUT = withStaff<Context>(async (request, context, staff) => {
  const id = await readSaleId(context.params);
  const move = await readJson(request, runlistMoveSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const sale = await moveRunlistLot(staff, request, id, move);
  return ok(z.encode(saleSchema, sale), { headers: { 'cache-control': 'private, no-store' } });
}, 'sales.write');
