import Link from 'next/link';
import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { PAYMENT_FILTERS, PaymentFilterForm } from '@/components/admin/payments/payment-filter-form';
import { paymentsHref, PaymentTable } from '@/components/admin/payments/payment-table';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { adminPaymentQuery } from '@/lib/schemas/admin-payments';
import { fieldsOf } from '@/lib/server/http/respond';
import { listAdminPayments } from '@/lib/server/payments/lists/admin-payments';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/payments/admin-payments.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'payments.read';

export const metadata: Metadata = { title: 'Payments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /admin/payments: every payment by kind, method, state, member and days, read as GET /rest-api/v2/admin/payments
 * reads them, with the CSV of the same filters.
 */
export default async function PaymentsPage({ searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const query = await searchParams;
  const parsed = z.safeParse(adminPaymentQuery, query);
  const errors = parsed.success ? {} : fieldsOf(parsed.error);
  const filters = Object.fromEntries(
    PAYMENT_FILTERS.map((name) => [name, typeof query[name] === 'string' ? query[name] : undefined]),
  );
  const list = parsed.success ? await listAdminPayments(parsed.data) : null;
  return (
    <>
      <h1>Payments</h1>
      <p className="admin-lead">
        Deposits, memberships and purchases, by card, PayPal or wire. A wire shows what has arrived and what
        is still outstanding; money beyond what it asked is credited to the member as a deposit.
      </p>
      {hasPermission(staff.roles, 'payments.write') && (
        <p>
          <Link className="button is-orange" href="/admin/payments/wires" data-testid="record-wire-link">
            Record a received wire
          </Link>
        </p>
      )}
      <PaymentFilterForm values={filters} errors={errors} />
      {list ? (
        <>
          <p className="admin-export">
            {list.total} {list.total === 1 ? 'payment matches' : 'payments match'}.{' '}
            <a
              href={paymentsHref('/rest-api/v2/admin/payments/export.csv', filters)}
              data-testid="payments-export"
            >
              Export them as CSV
            </a>{' '}
            (amounts in dollars with cents).
          </p>
          <PaymentTable
            list={list}
            caption={`Payments, newest first (page ${list.page})`}
            pageHref={(page) => paymentsHref('/admin/payments', filters, page)}
          />
        </>
      ) : (
        <p className="form__error" role="alert">
          Correct the filters above to see the payments.
        </p>
      )}
    </>
  );
}
