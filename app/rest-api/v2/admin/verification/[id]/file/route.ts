import { withStaff } from '@/lib/server/staff/with-staff';
import { idReviewFileResponse } from '@/lib/server/verification/id-review-file';
import { readReviewId } from '@/lib/server/verification/read-review-id';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/verification/{id}/file — the uploaded id itself, for staff only (private, no-store)
export const GET = withStaff<Context>(
  async (_request, context) => idReviewFileResponse(await readReviewId(context.params)),
  'verification.write',
);
