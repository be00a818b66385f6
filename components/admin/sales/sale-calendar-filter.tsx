import Link from 'next/link';
import type { SaleBranch } from '@/lib/schemas/admin-sales';

export interface CalendarFilters {
  branchId?: number;
  from: string;
  days: number;
}

/** `/admin/sales` for a branch (or all), a first day and a number of days. */
export function calendarHref({ branchId, from, days }: CalendarFilters): string {
  const params = new URLSearchParams();
  if (branchId !== undefined) params.set('branchId', String(branchId));
  params.set('from', from);
  if (days !== 7) params.set('days', String(days));
  return `/admin/sales?${params.toString()}`;
}

/** The UTC day `days` after `day`. */
function shifted(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The calendar's filter: a plain GET form (it works without JavaScript) by branch, first day and a day or a week;
 * then links to the window before and after. Each field shows the value asked for and, when refused, why.
 */
export function SaleCalendarFilter({
  branches,
  filters,
  typed,
  errors,
}: {
  branches: readonly SaleBranch[];
  filters: CalendarFilters;
  /** The values as asked (kept when refused). */
  typed: { branchId: string; from: string; days: string };
  errors: Partial<Record<string, string>>;
}) {
  return (
    <>
      <form className="form admin-filter" method="get" action="/admin/sales" role="search" aria-label="Sales">
        <div>
          <label htmlFor="sales-branch">Branch</label>
          <select
            id="sales-branch"
            name="branchId"
            defaultValue={typed.branchId}
            aria-invalid={errors.branchId ? true : undefined}
            aria-describedby={errors.branchId ? 'sales-branch-error' : undefined}
          >
            <option value="">Every branch</option>
            {branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}, {branch.state} ({branch.id})
              </option>
            ))}
          </select>
          {errors.branchId && (
            <p className="field-error" id="sales-branch-error">
              {errors.branchId}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="sales-from">From</label>
          <input
            id="sales-from"
            name="from"
            type="date"
            defaultValue={typed.from}
            aria-invalid={errors.from ? true : undefined}
            aria-describedby={errors.from ? 'sales-from-hint sales-from-error' : 'sales-from-hint'}
          />
          <p className="field-hint" id="sales-from-hint">
            Each sale is on its branch’s own day and clock.
          </p>
          {errors.from && (
            <p className="field-error" id="sales-from-error">
              {errors.from}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="sales-days">Show</label>
          <select id="sales-days" name="days" defaultValue={typed.days === '1' ? '1' : '7'}>
            <option value="7">A week</option>
            <option value="1">A day</option>
          </select>
        </div>
        <div className="form__actions admin-filter__actions">
          <button type="submit" className="button is-orange">
            Show
          </button>
          <Link href="/admin/sales">This week</Link>
        </div>
      </form>
      <nav className="admin-pager" aria-label="Calendar pages">
        <Link href={calendarHref({ ...filters, from: shifted(filters.from, -filters.days) })}>
          {filters.days === 1 ? 'Previous day' : 'Previous week'}
        </Link>
        <Link href={calendarHref({ ...filters, from: shifted(filters.from, filters.days) })}>
          {filters.days === 1 ? 'Next day' : 'Next week'}
        </Link>
      </nav>
    </>
  );
}
