import Link from 'next/link';
import { PAYMENT_METHOD_CODES, PAYMENT_PURPOSE_CODES } from '@/lib/schemas/admin-payments';
import { METHOD_NAMES, PURPOSE_NAMES, STATE_NAMES } from './payment-names';

/** The filter names of GET /rest-api/v2/admin/payments, which the form sends as they are. */
export const PAYMENT_FILTERS = ['purpose', 'method', 'state', 'email', 'from', 'to'] as const;
export type PaymentFilterName = (typeof PAYMENT_FILTERS)[number];

type Values = Partial<Record<PaymentFilterName, string>>;

function FieldMessages({ name, hint, error }: { name: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`payments-${name}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`payments-${name}-error`}>
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (name: string, hint: boolean, error: string | undefined) =>
  [hint && `payments-${name}-hint`, error && `payments-${name}-error`].filter(Boolean).join(' ') || undefined;

/**
 * The payments list's filters: a plain GET form (it works without JavaScript): kind, method, state, the member's
 * e-mail and the days; each field shows the value asked for and, when the server refused it, why.
 */
export function PaymentFilterForm({
  values,
  errors,
}: {
  values: Values;
  errors: Partial<Record<string, string>>;
}) {
  const select = (name: 'purpose' | 'method' | 'state', label: string, options: Record<string, string>) => (
    <div>
      <label htmlFor={`payments-${name}`}>{label}</label>
      <select
        id={`payments-${name}`}
        name={name}
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, false, errors[name])}
      >
        <option value="">Any</option>
        {Object.entries(options).map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      <FieldMessages name={name} error={errors[name]} />
    </div>
  );
  const input = (name: 'email' | 'from' | 'to', label: string, type: 'email' | 'date', hint?: string) => (
    <div>
      <label htmlFor={`payments-${name}`}>{label}</label>
      <input
        id={`payments-${name}`}
        name={name}
        type={type}
        autoComplete="off"
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint), errors[name])}
      />
      <FieldMessages name={name} hint={hint} error={errors[name]} />
    </div>
  );
  return (
    <form
      className="form admin-filter"
      method="get"
      action="/admin/payments"
      role="search"
      aria-label="Payments"
    >
      {select('purpose', 'Kind', Object.fromEntries(PAYMENT_PURPOSE_CODES.map((c) => [c, PURPOSE_NAMES[c]])))}
      {select('method', 'Method', Object.fromEntries(PAYMENT_METHOD_CODES.map((c) => [c, METHOD_NAMES[c]])))}
      {select('state', 'State', STATE_NAMES)}
      {input('email', 'Member e-mail', 'email', 'The whole address, any case.')}
      {input('from', 'From (UTC day)', 'date')}
      {input('to', 'To (UTC day, included)', 'date')}
      <div className="form__actions admin-filter__actions">
        <button type="submit" className="button is-orange">
          Filter
        </button>
        <Link href="/admin/payments">Clear filters</Link>
      </div>
    </form>
  );
}
