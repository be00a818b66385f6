import Link from 'next/link';
import { TITLE_STEPS } from '@/lib/domain/title-progress';
import { STEP_NAMES } from './handover-texts';

export interface HandoverFilters {
  q: string;
  step: string;
  paid: string;
  pickedUp: string;
}

/** The handover list's search: a plain GET form (it works without JavaScript); each field says why it was refused. */
export function HandoverListFilter({
  filters,
  errors,
}: {
  filters: HandoverFilters;
  errors: Partial<Record<string, string>>;
}) {
  const describedBy = (name: string, hint?: string) =>
    [hint, errors[name] ? `handover-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const error = (name: string) =>
    errors[name] && (
      <p className="field-error" id={`handover-${name}-error`}>
        {errors[name]}
      </p>
    );
  return (
    <form
      className="form admin-filter"
      method="get"
      action="/admin/handover"
      role="search"
      aria-label="Sold lots"
    >
      <div>
        <label htmlFor="handover-q">Lot id or stock number</label>
        <input
          id="handover-q"
          name="q"
          type="search"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={filters.q}
          aria-invalid={errors.q ? true : undefined}
          aria-describedby={describedBy('q', 'handover-q-hint')}
        />
        <p className="field-hint" id="handover-q-hint">
          A lot id takes all 9 digits; the start of a stock number is enough.
        </p>
        {error('q')}
      </div>
      <div>
        <label htmlFor="handover-step">Title</label>
        <select
          id="handover-step"
          name="step"
          defaultValue={filters.step}
          aria-describedby={describedBy('step')}
        >
          <option value="">Any step</option>
          {TITLE_STEPS.map((step) => (
            <option key={step} value={step}>
              {STEP_NAMES[step]}
            </option>
          ))}
        </select>
        {error('step')}
      </div>
      <div>
        <label htmlFor="handover-paid">Paid</label>
        <select
          id="handover-paid"
          name="paid"
          defaultValue={filters.paid}
          aria-describedby={describedBy('paid')}
        >
          <option value="">Paid or not</option>
          <option value="yes">Paid</option>
          <option value="no">Not paid</option>
        </select>
        {error('paid')}
      </div>
      <div>
        <label htmlFor="handover-pickedUp">Picked up</label>
        <select
          id="handover-pickedUp"
          name="pickedUp"
          defaultValue={filters.pickedUp}
          aria-describedby={describedBy('pickedUp')}
        >
          <option value="">Picked up or not</option>
          <option value="no">Still in the yard</option>
          <option value="yes">Picked up</option>
        </select>
        {error('pickedUp')}
      </div>
      <div className="form__actions admin-filter__actions">
        <button type="submit" className="button is-orange">
          Search
        </button>
        <Link href="/admin/handover">Clear</Link>
      </div>
    </form>
  );
}
