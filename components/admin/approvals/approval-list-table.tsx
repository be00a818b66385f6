import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { ApprovalList, ApprovalRow } from '@/lib/schemas/approvals';
import { age, consoleTime, KIND_NAMES, WAITING_NAMES } from './approval-format';

const usd = (amount: Cents | null) => (amount === null ? '—' : formatUsd(amount));

/** The console page of a row: the lot's approval page for a high bid, the offer's page for an offer. */
export function approvalHref(row: Pick<ApprovalRow, 'kind' | 'lotId' | 'offerId'>): string {
  return row.kind === 'offer'
    ? `/admin/approvals/offers/${row.offerId}`
    : `/admin/approvals/lots/${row.lotId}`;
}

/** `/admin/approvals` with the filters asked for and a page number (blank values left out). */
export function approvalListHref(filters: { branch?: number; state?: string }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.branch !== undefined) params.set('branch', String(filters.branch));
  if (filters.state) params.set('state', filters.state);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/approvals?${query}` : '/admin/approvals';
}

/**
 * One page of what waits on approval, the longest waiting first: each row names the lot (linking to its page to
 * decide), what it is, the buyer's price, the reserve or buy-it-now price, the bidder, how long it has waited, and a
 * counter's price and deadline when one waits for the buyer.
 */
export function ApprovalListTable({
  list,
  filters,
  now,
}: {
  list: ApprovalList;
  filters: { branch?: number; state?: string };
  now: Date;
}) {
  if (list.items.length === 0) return <p className="admin-empty">Nothing waits on approval.</p>;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="approvals-caption" tabIndex={0}>
        <table className="admin-table" data-testid="admin-approvals">
          <caption id="approvals-caption">
            Lots on approval and offers, the longest waiting first (page {list.page})
          </caption>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">What</th>
              <th scope="col">Branch</th>
              <th scope="col">High bid or offer</th>
              <th scope="col">Reserve / buy it now</th>
              <th scope="col">Bidder</th>
              <th scope="col">Waiting</th>
              <th scope="col">Counter and deadline</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((row) => (
              <tr key={`${row.kind}-${row.lotId}-${row.offerId ?? ''}`} data-testid="approval-row">
                <th scope="row">
                  <Link href={approvalHref(row)} aria-label={`Decide lot ${row.lotId}, ${row.title}`}>
                    {row.lotId}
                  </Link>
                  <br />
                  {row.title}
                </th>
                <td>
                  {KIND_NAMES[row.kind]}
                  <br />
                  <span className="field-hint">{WAITING_NAMES[row.waiting]}</span>
                </td>
                <td>{row.branchName}</td>
                <td>{formatUsd(row.price)}</td>
                <td>{row.kind === 'offer' ? usd(row.buyItNow) : usd(row.reserve)}</td>
                <td>
                  {row.bidder.name}
                  <br />
                  <span className="field-hint">{row.bidder.email}</span>
                </td>
                <td>
                  <span title={consoleTime(row.since)}>{age(row.since, now)}</span>
                </td>
                <td>
                  {row.counter === null
                    ? '—'
                    : `${formatUsd(row.counter)} until ${consoleTime(row.expiresAt)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(list.page > 1 || list.hasMore) && (
        <nav className="admin-pager" aria-label="Approval list pages">
          {list.page > 1 && <Link href={approvalListHref(filters, list.page - 1)}>Previous page</Link>}
          {list.hasMore && <Link href={approvalListHref(filters, list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
