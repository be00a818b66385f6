import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { ApproveIdForm } from '@/components/admin/verification/approve-id-form';
import { IdPreview } from '@/components/admin/verification/id-preview';
import { IdReviewHistory } from '@/components/admin/verification/id-review-history';
import { IdReviewSummary } from '@/components/admin/verification/id-review-summary';
import { RejectIdForm } from '@/components/admin/verification/reject-id-form';
import { REVIEW_STATUS_NAMES } from '@/components/admin/verification/review-texts';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { reviewIdParam } from '@/lib/schemas/admin-verification';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import { findIdReview } from '@/lib/server/verification/id-review-view';
import '@/components/admin/verification/admin-verification.css';

/** What a staff member needs to open this page and decide (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'verification.write';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Id review ${(await params).id}` };
}

/**
 * /admin/verification/{id}: one uploaded id: the member, the file (an image shown, a PDF or HEIC to download), the
 * member's other ids, and while it waits the approve and reject forms; once decided, the decision.
 */
export default async function IdReviewPage({ params }: Props) {
  const staff = await requireStaffPage(permission);
  const id = z.safeParse(reviewIdParam, (await params).id);
  if (!id.success) notFound();
  const review = await findIdReview(Number(id.data));
  if (!review) notFound();
  const open = review.status === 'pending' && !review.document.deleted;
  return (
    <div className="admin-review-page">
      <p>
        <Link href="/admin/verification">The queue</Link>
      </p>
      <h1>Id of {review.member.name}</h1>
      {review.status !== 'pending' && (
        <p className="notice--action" role="status" data-testid="id-review-decided">
          {REVIEW_STATUS_NAMES[review.status]}
          {review.decidedAt ? ` by ${review.decidedBy ?? 'staff'}` : ''}. The member has been told by e-mail.
        </p>
      )}
      <IdReviewSummary review={review} auditLink={hasPermission(staff.roles, 'audit.read')} />
      <h2>The document</h2>
      <IdPreview review={review} />
      {open && (
        <section aria-labelledby="decision-heading">
          <h2 id="decision-heading">Decision</h2>
          <div className="admin-decisions">
            <section aria-labelledby="approve-heading">
              <h3 id="approve-heading">Approve</h3>
              <ApproveIdForm reviewId={review.id} memberName={review.member.name} />
            </section>
            <section aria-labelledby="reject-heading">
              <h3 id="reject-heading">Reject</h3>
              <RejectIdForm reviewId={review.id} />
            </section>
          </div>
        </section>
      )}
      <h2>Other ids of this member</h2>
      <IdReviewHistory history={review.history} />
    </div>
  );
}
