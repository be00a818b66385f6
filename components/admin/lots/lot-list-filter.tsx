import Link from 'next/link';
import { ADMIN_LOT_STATUSES } from '@/lib/schemas/admin-lots';
import { STATUS_NAMES } from './lot-status-names';

/**
 * The lot list's search: a plain GET form (it works without JavaScript) by VIN, stock number or lot id, and status;
 * each field shows the value asked for and, when the server refused it, why.
 */
export function LotListFilter({
  q,
  status,
  errors,
}: {
  q: string;
  status: string;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <form className="form admin-filter" method="get" action="/admin/lots" role="search" aria-label="Lots">
      <div>
        <label htmlFor="lots-q">VIN, stock number or lot id</label>
        <input
          id="lots-q"
          name="q"
          type="search"
          autoComplete="off"
          defaultValue={q}
          aria-invalid={errors.q ? true : undefined}
          aria-describedby={errors.q ? 'lots-q-hint lots-q-error' : 'lots-q-hint'}
        />
        <p className="field-hint" id="lots-q-hint">
          The start of a VIN or stock number is enough; a lot id takes all 9 digits.
        </p>
        {errors.q && (
          <p className="field-error" id="lots-q-error">
            {errors.q}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="lots-status">Status</label>
        <select id="lots-status" name="status" defaultValue={status}>
          <option value="">Any status</option>
          {ADMIN_LOT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_NAMES[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="form__actions admin-filter__actions">
        <button type="submit" className="button is-orange">
          Search
        </button>
        <Link href="/admin/lots">Clear</Link>
      </div>
    </form>
  );
}
