import type { Metadata } from 'next';
import { paymentsHref, PaymentTable } from '@/components/admin/payments/payment-table';
import { RecordWireForm } from '@/components/admin/payments/record-wire-form';
import type { StaffPermission } from '@/lib/domain/staff';
import { ADMIN_PAYMENTS_PAGE_SIZE, OPEN_PAYMENTS } from '@/lib/schemas/admin-payments';
import { listAdminPayments } from '@/lib/server/payments/lists/admin-payments';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/payments/admin-payments.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'payments.write';

export const metadata: Metadata = { title: 'Record a wire' };

/**
 * /admin/payments/wires: record a wire the bank received (reference, amount, day), and the wires still waiting for
 * money, newest first.
 */
export default async function WiresPage() {
  await requireStaffPage(permission);
  const open = { method: 'wire', state: OPEN_PAYMENTS } as const;
  const waiting = await listAdminPayments({ ...open, page: 1, pageSize: ADMIN_PAYMENTS_PAGE_SIZE });
  return (
    <>
      <h1>Record a received wire</h1>
      <p className="admin-lead">
        Match each credit on the bank statement by its reference. What the payment still lacks pays it (a
        deposit counts toward buying power, a purchase is paid, once covered in full); anything beyond is
        credited to the member as a deposit they can have refunded. Several wires may carry one reference.
      </p>
      <RecordWireForm today={new Date().toISOString().slice(0, 10)} />
      <h2>Wires waiting for money</h2>
      <PaymentTable
        list={waiting}
        caption={`Wires still open, newest first (${waiting.total})`}
        testId="open-wires"
      />
      {waiting.hasMore && (
        <p>
          <a href={paymentsHref('/admin/payments', open)}>All open wires</a>
        </p>
      )}
    </>
  );
}
