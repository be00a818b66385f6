import * as z from 'zod/mini';
import { adminRefundListSchema, adminRefundQuery } from '@/lib/schemas/admin-payments';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listAdminRefunds } from '@/lib/server/payments/lists/admin-refunds';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/refunds?state&page — refund requests (by default those waiting for finance, oldest first)
export const GET = withStaff(async (request) => {
  const list = await listAdminRefunds(readQuery(request, adminRefundQuery));
  return ok(z.encode(adminRefundListSchema, list), { headers: { 'cache-control': 'private, no-store' } });
}, 'payments.read');
