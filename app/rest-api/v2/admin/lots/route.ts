import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson, readQuery } from '@/lib/server/http/read-input';
import { checkInLot } from '@/lib/server/inventory/check-in-lot';
import { listAdminLots } from '@/lib/server/inventory/list-admin-lots';
import { withStaff } from '@/lib/server/staff/with-staff';
import { adminLotListQuery, adminLotSchema, checkInLotSchema } from '@/lib/schemas/admin-lots';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/lots?q&status&page&pageSize — the console's lot list: by VIN, stock number or lot id, status
export const GET = withStaff(async (request) => {
  return ok(await listAdminLots(readQuery(request, adminLotListQuery)), { headers: PRIVATE });
}, 'lots.read');

// POST /rest-api/v2/admin/lots — check a vehicle in: the new lot with its lot id and stock number
export const POST = withStaff(async (request, _context, staff) => {
  const lot = await checkInLot(staff, request, await readJson(request, checkInLotSchema));
  return ok(z.encode(adminLotSchema, lot), { headers: PRIVATE });
}, 'lots.write');
