import type { AuditEntryView } from '@/lib/schemas/admin-audit';
import { AuditChanges } from './audit-changes';

/** `2031-03-05 10:00:00 UTC` */
function utcTime(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** The audit log's rows: who, when, what and the fields it changed. Scrolls sideways on its own (by keyboard too). */
export function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  if (entries.length === 0) return <p className="admin-empty">No entries match these filters.</p>;
  return (
    <div className="admin-table-scroll" role="region" aria-labelledby="audit-table-caption" tabIndex={0}>
      <table className="admin-table">
        <caption id="audit-table-caption">Staff writes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.at.toISOString()}>{utcTime(entry.at)}</time>
              </td>
              <td>{entry.actorEmail}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.entity} {entry.entityId}
              </td>
              <td>
                <AuditChanges before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
