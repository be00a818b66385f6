import Link from 'next/link';
import type { IdReviewDecision } from '@/lib/schemas/admin-verification';
import { REJECTION_REASON_NAMES, REVIEW_STATUS_NAMES, utcDateTime } from './review-texts';

/** The member's other id reviews, newest first: a member refused before shows why. */
export function IdReviewHistory({ history }: { history: readonly IdReviewDecision[] }) {
  if (history.length === 0) return <p className="admin-empty">No other ids from this member.</p>;
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="id-history-caption" tabIndex={0}>
      <table className="admin-table" data-testid="id-review-history">
        <caption id="id-history-caption">The member’s other ids, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Uploaded</th>
            <th scope="col">Status</th>
            <th scope="col">Reason</th>
            <th scope="col">Decided</th>
          </tr>
        </thead>
        <tbody>
          {history.map((other) => (
            <tr key={other.id}>
              <td>
                <Link href={`/admin/verification/${other.id}`}>
                  <time dateTime={other.uploadedAt}>{utcDateTime(other.uploadedAt)}</time>
                </Link>
              </td>
              <td>{REVIEW_STATUS_NAMES[other.status]}</td>
              <td>{other.reason ? REJECTION_REASON_NAMES[other.reason] : '—'}</td>
              <td>
                {other.decidedAt ? `${utcDateTime(other.decidedAt)} by ${other.decidedBy ?? 'staff'}` : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
