import Link from 'next/link';
import type { VerificationQueue } from '@/lib/schemas/admin-verification';
import { fileKindName, utcDateTime } from './review-texts';

/** `/admin/verification`, or one of its later pages. */
export function queuePageHref(page: number): string {
  return page > 1 ? `/admin/verification?page=${page}` : '/admin/verification';
}

/** One page of the ids waiting for review, oldest upload first; each row opens its review page. */
export function VerificationQueueTable({ queue }: { queue: VerificationQueue }) {
  if (queue.items.length === 0) {
    return (
      <p className="admin-empty" data-testid="verification-queue-empty">
        {queue.page > 1 ? 'No ids on this page.' : 'No ids are waiting for review.'}
      </p>
    );
  }
  const hasMore = queue.page * queue.pageSize < queue.total;
  return (
    <>
      <div className="admin-table-scroll" role="region" aria-labelledby="verification-caption" tabIndex={0}>
        <table className="admin-table" data-testid="verification-queue">
          <caption id="verification-caption">
            Ids waiting for review, oldest first (page {queue.page})
          </caption>
          <thead>
            <tr>
              <th scope="col">Member</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Document</th>
              <th scope="col">Review</th>
            </tr>
          </thead>
          <tbody>
            {queue.items.map((item) => (
              <tr key={item.id} data-testid="verification-queue-row">
                <th scope="row">
                  {item.memberName}
                  <br />
                  <span className="admin-muted">{item.memberEmail}</span>
                </th>
                <td>
                  <time dateTime={item.uploadedAt}>{utcDateTime(item.uploadedAt)}</time>
                </td>
                <td>
                  {fileKindName(item.mimeType)}
                  <br />
                  <span className="admin-muted">{item.fileName}</span>
                </td>
                <td>
                  <Link
                    href={`/admin/verification/${item.id}`}
                    aria-label={`Review the id of ${item.memberName}`}
                  >
                    Review
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {(queue.page > 1 || hasMore) && (
        <nav className="admin-pager" aria-label="Verification queue pages">
          {queue.page > 1 && <Link href={queuePageHref(queue.page - 1)}>Previous page</Link>}
          {hasMore && <Link href={queuePageHref(queue.page + 1)}>Next page</Link>}
        </nav>
      )}
    </>
  );
}
