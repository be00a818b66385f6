import * as z from 'zod/mini';
import { approvalForLot } from '@/lib/server/approvals/approval-view';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { withStaff } from '@/lib/server/staff/with-staff';
import { approvalDetailSchema } from '@/lib/schemas/approvals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/approvals/lots/{id} — a lot on approval: its high bid, reserve, counter and history
export const GET = withStaff<Context>(async (_request, context) => {
  const detail = await approvalForLot(await readAdminLotId(context.params));
  if (!detail) throw ApiError.notFound('No lot has this id.');
  return ok(z.encode(approvalDetailSchema, detail), { headers: { 'cache-control': 'private, no-store' } });
}, 'approvals.write');
