import Link from 'next/link';
import { formatUsd } from '@/lib/domain/format';
import type { HandoverPage } from '@/lib/schemas/handover';
import type { HandoverFilters } from './handover-list-filter';
import { consoleDay, consoleTime, STEP_NAMES } from './handover-texts';

/** `/admin/handover` with the filters asked for and a page number (blank values left out). */
export function handoverListHref(filters: Partial<HandoverFilters>, page = 1): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/handover?${query}` : '/admin/handover';
}

/** One page of sold lots: title step, paid, last free day, picked up; each links to its handover page. */
export function HandoverListTable({
  list,
  filters,
}: {
  list: HandoverPage;
  filters: Partial<HandoverFilters>;
}) {
  if (list.items.length === 0) return <p className="admin-empty">No sold lot matches.</p>;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="handover-table-caption" tabIndex={0}>
        <table className="admin-table" data-testid="admin-handover">
          <caption id="handover-table-caption">Sold lots, latest sale first (page {list.page})</caption>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Vehicle</th>
              <th scope="col">Buyer</th>
              <th scope="col">Title</th>
              <th scope="col">Paid</th>
              <th scope="col">Last free day</th>
              <th scope="col">Storage so far</th>
              <th scope="col">Picked up</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((h) => (
              <tr key={h.lotId} data-testid="handover-row">
                <th scope="row">
                  <Link href={`/admin/handover/${h.lotId}`}>{h.lotId}</Link>
                </th>
                <td>
                  {h.vehicle}
                  <br />
                  <span className="field-hint">Stock {h.stockNumber}</span>
                </td>
                <td>{h.buyer.email}</td>
                <td>{STEP_NAMES[h.titleStep]}</td>
                <td>{h.paid ? 'Paid' : 'Not paid'}</td>
                <td>{consoleDay(h.storage.lastFreeDay)}</td>
                <td>
                  {h.storage.chargeableDays} day{h.storage.chargeableDays === 1 ? '' : 's'} (
                  {formatUsd(h.storage.accrued)})
                </td>
                <td>{h.pickedUpAt ? consoleTime(h.pickedUpAt) : 'In the yard'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(list.page > 1 || list.hasMore) && (
        <nav className="admin-pager" aria-label="Sold lot pages">
          {list.page > 1 && <Link href={handoverListHref(filters, list.page - 1)}>Previous page</Link>}
          {list.hasMore && <Link href={handoverListHref(filters, list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
