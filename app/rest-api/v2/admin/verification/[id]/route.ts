import * as z from 'zod/mini';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { findIdReview } from '@/lib/server/verification/id-review-view';
import { readReviewId } from '@/lib/server/verification/read-review-id';
import { idReviewSchema } from '@/lib/schemas/admin-verification';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/verification/{id} — one review: the member, the upload, the decision and the member's others
export const GET = withStaff<Context>(async (_request, context) => {
  const review = await findIdReview(await readReviewId(context.params));
  if (!review) throw ApiError.notFound('There is no such id review.');
  return ok(z.encode(idReviewSchema, review), { headers: { 'cache-control': 'private, no-store' } });
}, 'verification.write');
