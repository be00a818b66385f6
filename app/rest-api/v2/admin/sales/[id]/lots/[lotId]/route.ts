import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readSaleLotIds } from '@/lib/server/sales/read-sale-params';
import { unassignLot } from '@/lib/server/sales/unassign-lot';
import { withStaff } from '@/lib/server/staff/with-staff';
import { saleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; lotId: string }> };

// DELETE /rest-api/v2/admin/sales/{id}/lots/{lotId} — the lot leaves the sale (back to upcoming)
export const DELETE = withStaff<Context>(async (request, context, staff) => {
  const [id, lotId] = await readSaleLotIds(context.params);
  const sale = await unassignLot(staff, request, id, lotId);
  return ok(z.encode(saleSchema, sale), { headers: { 'cache-control': 'private, no-store' } });
}, 'sales.write');
