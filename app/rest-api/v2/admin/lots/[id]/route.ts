import * as z from 'zod/mini';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { readJson } from '@/lib/server/http/read-input';
import { findAdminLot } from '@/lib/server/inventory/admin-lot-view';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { updateLot } from '@/lib/server/inventory/update-lot';
import { withStaff } from '@/lib/server/staff/with-staff';
import { adminLotSchema, lotChangesSchema } from '@/lib/schemas/admin-lots';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/lots/{id} — one lot with every field the console edits
export const GET = withStaff<Context>(async (_request, context) => {
  const lot = await findAdminLot(await readAdminLotId(context.params));
  if (!lot) throw ApiError.notFound('No lot has this id.');
  return ok(z.encode(adminLotSchema, lot), { headers: PRIVATE });
}, 'lots.read');

// PUT /rest-api/v2/admin/lots/{id} — change the fields sent; the others stay
export const PUT = withStaff<Context>(async (request, context, staff) => {
  const id = await readAdminLotId(context.params);
  const lot = await updateLot(staff, request, id, await readJson(request, lotChangesSchema));
  return ok(z.encode(adminLotSchema, lot), { headers: PRIVATE });
}, 'lots.write');
