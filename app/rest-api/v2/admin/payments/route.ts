import * as z from 'zod/mini';
import { adminPaymentListSchema, adminPaymentQuery } from '@/lib/schemas/admin-payments';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listAdminPayments } from '@/lib/server/payments/lists/admin-payments';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/payments?purpose&method&state&email&from&to&page&pageSize — the payments, newest first
export const GET = withStaff(async (request) => {
  const list = await listAdminPayments(readQuery(request, adminPaymentQuery));
  return ok(z.encode(adminPaymentListSchema, list), { headers: { 'cache-control': 'private, no-store' } });
}, 'payments.read');
