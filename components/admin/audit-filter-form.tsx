import Link from 'next/link';

/** The filter names of GET /rest-api/v2/admin/audit, which the form sends as they are. */
export type AuditFilterName = 'actor' | 'action' | 'entity' | 'entity_id' | 'from' | 'to';

const FIELDS: readonly {
  name: AuditFilterName;
  label: string;
  type: 'text' | 'date';
  hint?: string;
  inputMode?: 'email';
}[] = [
  { name: 'actor', label: 'Staff e-mail', type: 'text', inputMode: 'email' },
  {
    name: 'action',
    label: 'Action',
    type: 'text',
    hint: 'For example lot.create, lot.update, lot.withdraw.',
  },
  { name: 'entity', label: 'Entity', type: 'text', hint: 'For example lot.' },
  { name: 'entity_id', label: 'Entity id', type: 'text' },
  { name: 'from', label: 'From (UTC day)', type: 'date' },
  { name: 'to', label: 'To (UTC day, included)', type: 'date' },
];

/**
 * The audit page's filters: a plain GET form (it works without JavaScript), each field showing the value asked for
 * and, when the server refused it, why.
 */
export function AuditFilterForm({
  values,
  errors,
}: {
  values: Partial<Record<AuditFilterName, string>>;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <form
      className="form admin-filter"
      method="get"
      action="/admin/audit"
      role="search"
      aria-label="Audit log"
    >
      {FIELDS.map(({ name, label, type, hint, inputMode }) => {
        const error = errors[name];
        const described = [hint && `audit-${name}-hint`, error && `audit-${name}-error`]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={name}>
            <label htmlFor={`audit-${name}`}>{label}</label>
            <input
              id={`audit-${name}`}
              name={name}
              type={type}
              inputMode={inputMode}
              autoComplete="off"
              defaultValue={values[name] ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={described || undefined}
            />
            {hint && (
              <p className="field-hint" id={`audit-${name}-hint`}>
                {hint}
              </p>
            )}
            {error && (
              <p className="field-error" id={`audit-${name}-error`}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="form__actions admin-filter__actions">
        <button type="submit" className="button is-orange">
          Filter
        </button>
        <Link href="/admin/audit">Clear filters</Link>
      </div>
    </form>
  );
}
