import type { Metadata } from 'next';
import { DashboardCounts } from '@/components/admin/dashboard-counts';
import type { StaffPermission } from '@/lib/domain/staff';
import { dashboardCounts } from '@/lib/server/staff/dashboard';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.ts walks it with every role). */
export const permission: StaffPermission = 'dashboard.read';

export const metadata: Metadata = { title: 'Dashboard' };

/** /admin: today's counts for every branch. */
export default async function DashboardPage() {
  await requireStaffPage(permission);
  const counts = await dashboardCounts();
  return (
    <>
      <h1>Dashboard</h1>
      <p className="admin-lead">
        Today is <time dateTime={counts.day}>{counts.day}</time> in UTC, the server’s day for every branch.
      </p>
      <DashboardCounts counts={counts} />
    </>
  );
}
