import * as z from 'zod/mini';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { approveIdReview } from '@/lib/server/verification/decide-id-review';
import { readReviewId } from '@/lib/server/verification/read-review-id';
import { approveIdSchema, idReviewSchema } from '@/lib/schemas/admin-verification';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/verification/{id}/approve — approve the id: the member's bid cap is lifted, they are told
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readReviewId(context.params);
  await readJson(request, approveIdSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const review = await approveIdReview(staff, request, id);
  return ok(z.encode(idReviewSchema, review), { headers: { 'cache-control': 'private, no-store' } });
}, 'verification.write');
