import Link from 'next/link';
import { hasPermission } from '@/lib/domain/staff';
import type { ApprovalDetail } from '@/lib/schemas/approvals';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { ApprovalActions } from './approval-actions';
import { ApprovalFacts } from './approval-facts';
import './approvals.css';

/**
 * The page of one lot on approval or one offer: its facts and history, and, while it waits for the seller's side,
 * the three answers (accept, counter, reject). Links to the lot's console page and its audit log.
 */
export function ApprovalPage({ detail, staff }: { detail: ApprovalDetail; staff: SignedInStaff }) {
  const base =
    detail.kind === 'offer'
      ? `/rest-api/v2/admin/approvals/offers/${detail.offerId}`
      : `/rest-api/v2/admin/approvals/lots/${detail.lotId}`;
  const entity =
    detail.kind === 'offer' ? `offer&entity_id=${detail.offerId}` : `lot&entity_id=${detail.lotId}`;
  return (
    <div className="admin-approval-page">
      <p>
        <Link href="/admin/approvals">All approvals</Link>
      </p>
      <h1>
        {detail.kind === 'offer' ? `Offer ${detail.offerId} on lot ${detail.lotId}` : `Lot ${detail.lotId}`}:{' '}
        {detail.title}
      </h1>
      <ApprovalFacts detail={detail} />
      {detail.decidable && detail.bidder && (
        <section aria-labelledby="approval-decide">
          <h2 id="approval-decide">Decide for the seller</h2>
          <ApprovalActions
            base={base}
            kind={detail.kind}
            buyerPrice={detail.price}
            buyItNow={detail.buyItNow}
            bidderName={detail.bidder.name}
          />
        </section>
      )}
      <p>
        <Link href={`/admin/lots/${detail.lotId}`}>The lot in the console</Link>
        {hasPermission(staff.roles, 'audit.read') && (
          <>
            {' · '}
            <Link href={`/admin/audit?entity=${entity}`}>Its audit log</Link>
          </>
        )}
      </p>
    </div>
  );
}
