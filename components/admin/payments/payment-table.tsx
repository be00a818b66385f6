import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import type { AdminPaymentList } from '@/lib/schemas/admin-payments';
import { consoleTime, METHOD_NAMES, PURPOSE_NAMES, STATE_NAMES } from './payment-names';

/** `path` with the filters asked for (blank ones left out) and, past the first, the page. */
export function paymentsHref(path: string, filters: Record<string, string | undefined>, page = 1): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

const money = (amount: Cents | null) => (amount === null ? '—' : formatUsd(amount));

/**
 * One page of payments, newest first: each with its member, kind, method, state, amount and reference, and for a
 * wire what has arrived and what is still outstanding; links to the pages either side when `pageHref` is given.
 */
export function PaymentTable({
  list,
  caption,
  pageHref,
  testId = 'admin-payments',
}: {
  list: AdminPaymentList;
  caption: string;
  pageHref?: (page: number) => string;
  testId?: string;
}) {
  if (list.items.length === 0) return <p className="admin-empty">No payment matches.</p>;
  const captionId = `${testId}-caption`;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="admin-table" data-testid={testId}>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Payment</th>
              <th scope="col">Made</th>
              <th scope="col">Member</th>
              <th scope="col">Kind</th>
              <th scope="col">Method</th>
              <th scope="col">State</th>
              <th scope="col">Amount</th>
              <th scope="col">Reference</th>
              <th scope="col">Received</th>
              <th scope="col">Outstanding</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => (
              <tr key={p.id} data-testid={`payment-${p.id}`}>
                <th scope="row">{p.id}</th>
                <td>{consoleTime(p.createdAt)}</td>
                <td>{p.memberEmail}</td>
                <td>{PURPOSE_NAMES[p.purpose]}</td>
                <td>{METHOD_NAMES[p.method]}</td>
                <td data-testid="payment-state">{STATE_NAMES[p.state]}</td>
                <td>{formatUsd(p.amount)}</td>
                <td>{p.reference ? <code>{p.reference}</code> : '—'}</td>
                <td>
                  {money(p.received)}
                  {p.excess !== null && p.excess > 0 && <> (excess {formatUsd(p.excess)} credited)</>}
                </td>
                <td data-testid="payment-outstanding">{money(p.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageHref && (list.page > 1 || list.hasMore) && (
        <nav className="admin-pager" aria-label="Payment list pages">
          {list.page > 1 && <Link href={pageHref(list.page - 1)}>Previous page</Link>}
          {list.hasMore && <Link href={pageHref(list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
