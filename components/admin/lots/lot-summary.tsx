import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { AdminLot } from '@/lib/schemas/admin-lots';
import { STATUS_NAMES } from './lot-status-names';

const utc = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

/**
 * What the console shows of a lot above its form: numbers, status, bidding, the public page, and for a withdrawn lot
 * why and when; the audit log's entries for it when the staff member may read them.
 */
export function LotSummary({ lot, auditLink }: { lot: AdminLot; auditLink: boolean }) {
  const facts: [string, string][] = [
    ['Lot number', String(lot.id)],
    ['Stock number', lot.stockNumber],
    ['Status', STATUS_NAMES[lot.status]],
    ['Bids', String(lot.bidCount)],
    ['Current bid', formatUsd(lot.currentBid)],
    ['Checked in', utc(lot.createdAt)],
    ['Last change', utc(lot.updatedAt)],
  ];
  if (lot.withdrawnAt) facts.push(['Withdrawn', utc(lot.withdrawnAt)]);
  if (lot.withdrawnReason) facts.push(['Reason', lot.withdrawnReason]);
  return (
    <section aria-labelledby="lot-summary">
      <h2 id="lot-summary" className="visually-hidden">
        Summary
      </h2>
      <dl className="account-facts admin-lot-facts" data-testid="lot-summary">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={lot.path}>Open the lot page</a>
        {auditLink && (
          <>
            {' · '}
            <Link href={`/admin/audit?entity=lot&entity_id=${lot.id}`}>Its audit log</Link>
          </>
        )}
      </p>
    </section>
  );
}
