import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { REFUND_STATE_NAMES } from '@/components/admin/payments/payment-names';
import { paymentsHref } from '@/components/admin/payments/payment-table';
import { RefundTable } from '@/components/admin/payments/refund-table';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { adminRefundQuery, REFUND_STATE_CODES } from '@/lib/schemas/admin-payments';
import { fieldsOf } from '@/lib/server/http/respond';
import { listAdminRefunds } from '@/lib/server/payments/lists/admin-refunds';
import { refundsNeedApproval } from '@/lib/server/payments/refund-approval-rule';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/payments/admin-payments.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'payments.read';

export const metadata: Metadata = { title: 'Refunds' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /admin/refunds: the deposit refunds waiting for finance (oldest first), each approved (paid out) or denied with a
 * reason the member sees; the decided ones by state.
 */
export default async function RefundsPage({ searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(adminRefundQuery, query);
  const state = typeof query.state === 'string' ? query.state : 'requested';
  const list = parsed.success ? await listAdminRefunds(parsed.data) : null;
  const error = parsed.success ? null : (fieldsOf(parsed.error).state ?? 'Choose one of the states.');
  return (
    <>
      <h1>Refunds</h1>
      <p className="admin-lead">
        {refundsNeedApproval()
          ? 'Deposit refunds the rules let through wait here for finance. Approved, the deposit goes back the way it was paid (a wire by bank transfer); denied, it is held again and the member sees the reason.'
          : 'Refunds are paid out at once (REFUNDS_NEED_APPROVAL is off): none waits for a decision. The decided ones are below by state.'}
      </p>
      <form
        className="form admin-filter"
        method="get"
        action="/admin/refunds"
        role="search"
        aria-label="Refunds"
      >
        <div>
          <label htmlFor="refunds-state">State</label>
          <select
            id="refunds-state"
            name="state"
            defaultValue={state}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'refunds-state-error' : undefined}
          >
            {[...REFUND_STATE_CODES, 'all' as const].map((code) => (
              <option key={code} value={code}>
                {REFUND_STATE_NAMES[code]}
              </option>
            ))}
          </select>
          {error && (
            <p className="field-error" id="refunds-state-error">
              {error}
            </p>
          )}
        </div>
        <div className="form__actions admin-filter__actions">
          <button type="submit" className="button is-orange">
            Show
          </button>
          <Link href="/admin/refunds">Waiting ones</Link>
        </div>
      </form>
      {list ? (
        <RefundTable
          list={list}
          canDecide={hasPermission(staff.roles, 'payments.write')}
          pageHref={(page) => paymentsHref('/admin/refunds', { state }, page)}
        />
      ) : (
        <p className="form__error" role="alert">
          Correct the state above to see the refunds.
        </p>
      )}
    </>
  );
}
