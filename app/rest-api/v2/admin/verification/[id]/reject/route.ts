import * as z from 'zod/mini';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { rejectIdReview } from '@/lib/server/verification/decide-id-review';
import { readReviewId } from '@/lib/server/verification/read-review-id';
import { idReviewSchema, rejectIdSchema } from '@/lib/schemas/admin-verification';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/verification/{id}/reject — refuse the id with a reason (and note) the member reads
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readReviewId(context.params);
  const body = await readJson(request, rejectIdSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const review = await rejectIdReview(staff, request, id, body);
  return ok(z.encode(idReviewSchema, review), { headers: { 'cache-control': 'private, no-store' } });
}, 'verification.write');
