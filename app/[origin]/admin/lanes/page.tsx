import type { Metadata } from 'next';
import { LaneListTable } from '@/components/admin/lanes/lane-list-table';
import type { StaffPermission } from '@/lib/domain/staff';
import { listLiveLanes } from '@/lib/server/lanes/lane-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'lanes.control';

export const metadata: Metadata = { title: 'Live lanes' };

/** /admin/lanes: the lanes selling now (paused ones too), each a link to its live view and commands. */
export default async function LanesPage() {
  await requireStaffPage(permission);
  const lanes = await listLiveLanes();
  return (
    <>
      <h1>Live lanes</h1>
      <p className="admin-lead">
        The lanes selling now. Open one to watch the lot on the block live and to pause, resume or skip it.
      </p>
      <LaneListTable lanes={lanes} />
    </>
  );
}
