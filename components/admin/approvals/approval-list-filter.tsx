import Link from 'next/link';
import { APPROVAL_WAITING } from '@/lib/schemas/approvals';
import { WAITING_NAMES } from './approval-format';

/**
 * The approvals list's filters: a plain GET form (it works without JavaScript) by branch and by whom it waits for;
 * each field shows the value asked for and, when the server refused it, why.
 */
export function ApprovalListFilter({
  branch,
  state,
  branches,
  errors,
}: {
  branch: string;
  state: string;
  branches: { id: number; name: string }[];
  errors: Partial<Record<string, string>>;
}) {
  return (
    <form
      className="form admin-filter"
      method="get"
      action="/admin/approvals"
      role="search"
      aria-label="Approvals"
    >
      <div>
        <label htmlFor="approvals-branch">Branch</label>
        <select
          id="approvals-branch"
          name="branch"
          defaultValue={branch}
          aria-invalid={errors.branch ? true : undefined}
          aria-describedby={errors.branch ? 'approvals-branch-error' : undefined}
        >
          <option value="">Every branch</option>
          {branches.map((b) => (
            <option key={b.id} value={String(b.id)}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.branch && (
          <p className="field-error" id="approvals-branch-error">
            {errors.branch}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="approvals-state">Waiting for</label>
        <select
          id="approvals-state"
          name="state"
          defaultValue={state}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'approvals-state-error' : undefined}
        >
          <option value="">Anyone</option>
          {APPROVAL_WAITING.map((s) => (
            <option key={s} value={s}>
              {WAITING_NAMES[s]}
            </option>
          ))}
        </select>
        {errors.state && (
          <p className="field-error" id="approvals-state-error">
            {errors.state}
          </p>
        )}
      </div>
      <div className="form__actions admin-filter__actions">
        <button type="submit" className="button is-orange">
          Filter
        </button>
        <Link href="/admin/approvals">Clear</Link>
      </div>
    </form>
  );
}
