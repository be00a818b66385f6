import * as z from 'zod/mini';
import { approvalForOffer } from '@/lib/server/approvals/approval-view';
import { readOfferId } from '@/lib/server/approvals/read-offer-id';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { approvalDetailSchema } from '@/lib/schemas/approvals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/approvals/offers/{id} — a buyer's offer below a buy-it-now price, with its lot and counter
export const GET = withStaff<Context>(async (_request, context) => {
  const detail = await approvalForOffer(await readOfferId(context.params));
  if (!detail) throw ApiError.notFound('No offer has this id.');
  return ok(z.encode(approvalDetailSchema, detail), { headers: { 'cache-control': 'private, no-store' } });
}, 'approvals.write');
