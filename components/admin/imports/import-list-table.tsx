import Link from 'next/link';
import type { ImportList } from '@/lib/schemas/admin-imports';
import { IMPORT_STATE_NAMES } from './import-state-names';

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ) + ' UTC';

const pageHref = (page: number) => (page > 1 ? `/admin/imports?page=${page}` : '/admin/imports');

/** The imports, newest first: each links to its progress page; links to the pages either side. */
export function ImportListTable({ list }: { list: ImportList }) {
  if (list.items.length === 0) return <p className="admin-empty">No import yet.</p>;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="imports-table-caption" tabIndex={0}>
        <table className="admin-table" data-testid="admin-imports">
          <caption id="imports-table-caption">Imports, newest first (page {list.page})</caption>
          <thead>
            <tr>
              <th scope="col">Import</th>
              <th scope="col">File</th>
              <th scope="col">By</th>
              <th scope="col">Uploaded</th>
              <th scope="col">State</th>
              <th scope="col">Rows</th>
              <th scope="col">Created</th>
              <th scope="col">Updated</th>
              <th scope="col">Unchanged</th>
              <th scope="col">Rejected</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((item) => (
              <tr key={item.id}>
                <td>
                  <Link href={`/admin/imports/${item.id}`}>#{item.id}</Link>
                </td>
                <td>
                  {item.fileName}
                  {item.hasPhotos && ' + photos'}
                </td>
                <td>{item.createdBy}</td>
                <td>
                  <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
                </td>
                <td>{IMPORT_STATE_NAMES[item.state]}</td>
                <td>
                  {item.rowsRead.toLocaleString('en-US')}
                  {item.rowsTotal !== null && ` / ${item.rowsTotal.toLocaleString('en-US')}`}
                </td>
                <td>{item.created.toLocaleString('en-US')}</td>
                <td>{item.updated.toLocaleString('en-US')}</td>
                <td>{item.unchanged.toLocaleString('en-US')}</td>
                <td>{item.rejected.toLocaleString('en-US')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(list.page > 1 || list.hasMore) && (
        <nav aria-label="Import pages" className="admin-pager">
          {list.page > 1 && <Link href={pageHref(list.page - 1)}>Newer imports</Link>}{' '}
          {list.hasMore && <Link href={pageHref(list.page + 1)}>Older imports</Link>}
        </nav>
      )}
    </>
  );
}
