import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { AdminRefundList } from '@/lib/schemas/admin-payments';
import { consoleTime, METHOD_NAMES, REFUND_STATE_NAMES } from './payment-names';
import { RefundDecision } from './refund-decision';

const methodName = (method: string) => METHOD_NAMES[method as keyof typeof METHOD_NAMES] ?? method;

/**
 * Refund requests: who, which deposit, how it was paid (it goes back the same way), the amount and how it stands;
 * a request waiting for a decision has finance's buttons when `canDecide`.
 */
export function RefundTable({
  list,
  canDecide,
  pageHref,
}: {
  list: AdminRefundList;
  canDecide: boolean;
  pageHref: (page: number) => string;
}) {
  if (list.items.length === 0) return <p className="admin-empty">No refund request here.</p>;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="refunds-caption" tabIndex={0}>
        <table className="admin-table" data-testid="admin-refunds">
          <caption id="refunds-caption">Refund requests (page {list.page})</caption>
          <thead>
            <tr>
              <th scope="col">Request</th>
              <th scope="col">Asked</th>
              <th scope="col">Member</th>
              <th scope="col">Deposit</th>
              <th scope="col">Paid by</th>
              <th scope="col">Amount</th>
              <th scope="col">State</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((r) => (
              <tr key={r.id} data-testid={`refund-${r.id}`}>
                <th scope="row">{r.id}</th>
                <td>{consoleTime(r.createdAt)}</td>
                <td>{r.memberEmail}</td>
                <td>{r.depositId}</td>
                <td>{methodName(r.method)}</td>
                <td>{formatUsd(r.amount)}</td>
                <td data-testid="refund-state">{REFUND_STATE_NAMES[r.state]}</td>
                <td>
                  {r.state === 'requested' && canDecide ? (
                    <RefundDecision
                      refundId={r.id}
                      summary={`${formatUsd(r.amount)} to ${r.memberEmail} (${methodName(r.method).toLowerCase()})`}
                    />
                  ) : r.state === 'rejected' ? (
                    r.reason
                  ) : (
                    consoleTime(r.decidedAt)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(list.page > 1 || list.hasMore) && (
        <nav className="admin-pager" aria-label="Refund list pages">
          {list.page > 1 && <Link href={pageHref(list.page - 1)}>Previous page</Link>}
          {list.hasMore && <Link href={pageHref(list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
