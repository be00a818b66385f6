import { auditChanges } from './audit-diff';

/** Past this many fields (a creation) the list folds into a disclosure. */
const FOLD_AFTER = 6;

/** The compact diff of one audit row: each changed field with its value before and after. */
export function AuditChanges({
  before,
  after,
}: {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}) {
  const changes = auditChanges(before, after);
  if (changes.length === 0) return <span className="admin-diff__none">No field changed</span>;
  const list = (
    <ul className="admin-diff">
      {changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>:{' '}
          {change.before !== undefined && (
            <del className="admin-diff__before">
              <span className="visually-hidden">was </span>
              {change.before}
            </del>
          )}
          {change.before !== undefined && change.after !== undefined && <span aria-hidden="true"> → </span>}
          {change.after !== undefined && (
            <ins className="admin-diff__after">
              <span className="visually-hidden">{change.before !== undefined ? 'now ' : 'set to '}</span>
              {change.after}
            </ins>
          )}
        </li>
      ))}
    </ul>
  );
  if (changes.length <= FOLD_AFTER) return list;
  return (
    <details>
      <summary>{changes.length} fields</summary>
      {list}
    </details>
  );
}
