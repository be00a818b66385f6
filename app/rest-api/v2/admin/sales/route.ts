import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { readJson, readQuery, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { createSale } from '@/lib/server/sales/create-sale';
import { listSales } from '@/lib/server/sales/list-sales';
import { withStaff } from '@/lib/server/staff/with-staff';
import { createSaleSchema, saleListQuery, saleSchema } from '@/lib/schemas/admin-sales';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/sales?branchId&from&days — the sale calendar: each sale's day in its branch's zone
export const GET = withStaff(async (request) => {
  return ok(await listSales(readQuery(request, saleListQuery)), { headers: PRIVATE });
}, 'sales.read');

// POST /rest-api/v2/admin/sales — a new sale of one lane of a branch
export const POST = withStaff(async (request, _context, staff) => {
  const input = await readJson(request, createSaleSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return ok(z.encode(saleSchema, await createSale(staff, request, input)), { headers: PRIVATE });
}, 'sales.write');
