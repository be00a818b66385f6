import Link from 'next/link';
import type { IdReview } from '@/lib/schemas/admin-verification';
import { REJECTION_REASON_NAMES, REVIEW_STATUS_NAMES, fileKindName, utcDateTime } from './review-texts';

/**
 * What the console shows of one review: the member, the upload and its state; for a decided one who decided, when,
 * and (a rejection) the reason and note; the audit log's entries for it when the staff member may read them.
 */
export function IdReviewSummary({ review, auditLink }: { review: IdReview; auditLink: boolean }) {
  const facts: [string, string][] = [
    ['Member', review.member.name],
    ['E-mail', review.member.email],
    ['Country', review.member.countryIso2],
    ['Member since', utcDateTime(review.member.memberSince)],
    [
      'Document',
      `${fileKindName(review.document.mimeType)}, ${Math.max(1, Math.round(review.document.sizeBytes / 1024))} KB`,
    ],
    ['File name', review.document.fileName],
    ['Uploaded', utcDateTime(review.uploadedAt)],
    ['Status', REVIEW_STATUS_NAMES[review.status]],
  ];
  if (review.decidedAt)
    facts.push(['Decided', `${utcDateTime(review.decidedAt)} by ${review.decidedBy ?? 'staff'}`]);
  if (review.reason) facts.push(['Reason', REJECTION_REASON_NAMES[review.reason]]);
  if (review.note) facts.push(['Note to the member', review.note]);
  return (
    <section aria-labelledby="id-review-summary">
      <h2 id="id-review-summary" className="visually-hidden">
        Summary
      </h2>
      <dl className="account-facts admin-review-facts" data-testid="id-review-summary">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="admin-muted">
        SHA-256 <code>{review.document.sha256}</code>
        {auditLink && (
          <>
            {' · '}
            <Link href={`/admin/audit?entity=id-review&entity_id=${review.id}`}>Its audit log</Link>
          </>
        )}
      </p>
    </section>
  );
}
