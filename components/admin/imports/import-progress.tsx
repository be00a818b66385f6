'use client';

import { useEffect, useState } from 'react';
import { apiGet } from '@/lib/api/fetcher';
import type { ImportDetail } from '@/lib/schemas/admin-imports';
import { ImportErrorsTable } from './import-errors-table';
import { IMPORT_STATE_NAMES } from './import-state-names';

/** How often a queued or running import is asked for again. */
export const IMPORT_POLL_MS = 1_500;

const COUNTS: readonly {
  key: 'rowsRead' | 'created' | 'updated' | 'unchanged' | 'rejected';
  label: string;
}[] = [
  { key: 'rowsRead', label: 'Rows read' },
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'rejected', label: 'Rejected' },
];

/**
 * An import's progress: its state, a progress bar of the rows read out of the file's rows (indeterminate until the
 * worker has counted them), the counts, why it failed, and its first row errors with a link to all of them. While it
 * is queued or running the page asks the API again every IMPORT_POLL_MS; the server's render is the first picture
 * (without a script it is a snapshot: reload for news).
 */
export function ImportProgress({ initial }: { initial: ImportDetail }) {
  const [current, setCurrent] = useState(initial);
  const active = current.state === 'queued' || current.state === 'running';

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiGet<ImportDetail>(`/rest-api/v2/admin/imports/${current.id}`, { signal: controller.signal }).then(
        setCurrent,
        () => setCurrent((known) => ({ ...known })),
      );
    }, IMPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, current]);

  const total = current.rowsTotal;
  return (
    <section aria-labelledby="import-progress-heading" data-testid="import-progress">
      <h2 id="import-progress-heading">Progress</h2>
      <p role="status" data-testid="import-state">
        {IMPORT_STATE_NAMES[current.state]}
        {total !== null &&
          ` — ${current.rowsRead.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows`}
      </p>
      <progress
        className="admin-progress"
        aria-labelledby="import-progress-heading"
        max={total ?? undefined}
        value={total === null ? undefined : current.state === 'done' ? total : current.rowsRead}
      />
      {current.failure && (
        <p className="form__error" role="alert">
          The import failed: {current.failure}
        </p>
      )}
      <dl className="admin-counts">
        {COUNTS.map(({ key, label }) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd className="admin-counts__value">{current[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      <h2>Row errors</h2>
      {current.errorCount === 0 ? (
        <p className="admin-empty">{active ? 'None so far.' : 'None.'}</p>
      ) : (
        <>
          <p>
            {current.errorCount.toLocaleString('en-US')} error{current.errorCount === 1 ? '' : 's'}
            {current.errorCount > current.errors.length &&
              `; the first ${current.errors.length.toLocaleString('en-US')} below`}
            . <a href={`/rest-api/v2/admin/imports/${current.id}/errors.csv`}>Download all as CSV</a>
          </p>
          <ImportErrorsTable errors={current.errors} />
        </>
      )}
    </section>
  );
}
