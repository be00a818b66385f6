import Link from 'next/link';
import type { AdminLotList } from '@/lib/schemas/admin-lots';
import { STATUS_NAMES } from './lot-status-names';

/** `/admin/lots` with the search asked for and a page number (blank values left out). */
export function lotListHref(filters: { q?: string; status?: string }, page = 1): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/admin/lots?${query}` : '/admin/lots';
}

const dateTime = (iso: string | null) =>
  iso === null
    ? '—'
    : new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date(iso),
      ) + ' UTC';

/** One page of lots: each row links to its edit page and to its public page; links to the pages either side. */
export function LotListTable({
  list,
  filters,
}: {
  list: AdminLotList;
  filters: { q?: string; status?: string };
}) {
  if (list.items.length === 0) return <p className="admin-empty">No lot matches.</p>;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="lots-table-caption" tabIndex={0}>
        <table className="admin-table" data-testid="admin-lots">
          <caption id="lots-table-caption">Lots, newest lot number first (page {list.page})</caption>
          <thead>
            <tr>
              <th scope="col">Lot</th>
              <th scope="col">Stock number</th>
              <th scope="col">Vehicle</th>
              <th scope="col">VIN</th>
              <th scope="col">Status</th>
              <th scope="col">Sale</th>
              <th scope="col">Page</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((lot) => (
              <tr key={lot.id}>
                <th scope="row">
                  <Link href={`/admin/lots/${lot.id}`}>{lot.id}</Link>
                </th>
                <td>{lot.stockNumber}</td>
                <td>{[lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ')}</td>
                <td>
                  <code>{lot.vin}</code>
                </td>
                <td>{STATUS_NAMES[lot.status]}</td>
                <td>{dateTime(lot.saleDate)}</td>
                <td>
                  <a href={lot.path} aria-label={`Public page of lot ${lot.id}`}>
                    View
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(list.page > 1 || list.hasMore) && (
        <nav className="admin-pager" aria-label="Lot list pages">
          {list.page > 1 && <Link href={lotListHref(filters, list.page - 1)}>Previous page</Link>}
          {list.hasMore && <Link href={lotListHref(filters, list.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
