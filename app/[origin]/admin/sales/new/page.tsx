import Link from 'next/link';
import type { Metadata } from 'next';
import { SaleScheduleForm } from '@/components/admin/sales/sale-schedule-form';
import type { StaffPermission } from '@/lib/domain/staff';
import { saleBranches } from '@/lib/server/sales/sale-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'sales.write';

export const metadata: Metadata = { title: 'Schedule a sale' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/sales/new: a new sale of one lane of a branch, its start typed on the branch's clock. */
export default async function NewSalePage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const [branches, query] = await Promise.all([saleBranches(), searchParams]);
  const asked = typeof query.branchId === 'string' ? query.branchId : '';
  const branchId = branches.some((b) => String(b.id) === asked) ? asked : '';
  return (
    <>
      <p>
        <Link href="/admin/sales">Sale calendar</Link>
      </p>
      <h1>Schedule a sale</h1>
      <p className="admin-lead">
        A sale is one lane of a branch from its start; assign lots to it and order its runlist on its page.
      </p>
      <SaleScheduleForm branches={branches} initial={{ branchId, lane: '', startsAt: '' }} />
    </>
  );
}
