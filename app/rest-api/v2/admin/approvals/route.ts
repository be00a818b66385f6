import * as z from 'zod/mini';
import { listApprovals } from '@/lib/server/approvals/list-approvals';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { approvalListQuery, approvalListSchema } from '@/lib/schemas/approvals';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/approvals?branch&state&page — lots on approval and buyers' offers, the longest waiting first
export const GET = withStaff(async (request) => {
  const list = await listApprovals(readQuery(request, approvalListQuery));
  return ok(z.encode(approvalListSchema, list), { headers: { 'cache-control': 'private, no-store' } });
}, 'approvals.write');
