import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson } from '@/lib/server/http/read-input';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { withdrawLot } from '@/lib/server/inventory/withdraw-lot';
import { withStaff } from '@/lib/server/staff/with-staff';
import { adminLotSchema, withdrawLotSchema } from '@/lib/schemas/admin-lots';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/lots/{id}/withdraw — take the lot out of the sale, with the reason
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readAdminLotId(context.params);
  const { reason } = await readJson(request, withdrawLotSchema);
  const lot = await withdrawLot(staff, request, id, reason);
  return ok(z.encode(adminLotSchema, lot), { headers: { 'cache-control': 'private, no-store' } });
}, 'lots.write');
