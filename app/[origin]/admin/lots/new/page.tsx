import Link from 'next/link';
import type { Metadata } from 'next';
import { LotForm } from '@/components/admin/lots/lot-form';
import { EMPTY_LOT_FORM } from '@/components/admin/lots/lot-form-values';
import type { StaffPermission } from '@/lib/domain/staff';
import { lotFormOptions } from '@/lib/server/inventory/lot-form-options';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/lots/admin-lots.css';

/** Checking a vehicle in is a write: staff who may only read lots are refused the form (403), not shown it. */
export const permission: StaffPermission = 'lots.write';

export const metadata: Metadata = { title: 'Check in a vehicle' };

/** /admin/lots/new: the check-in form; the new lot's page follows. */
export default async function CheckInPage() {
  await requireStaffPage(permission);
  const options = await lotFormOptions();
  return (
    <div className="admin-lot-page">
      <p>
        <Link href="/admin/lots">All lots</Link>
      </p>
      <h1>Check in a vehicle</h1>
      <p className="admin-lead">
        Type the VIN first: its check digit is checked as you type, and the year and make are filled from it.
        The lot number and stock number are given when you check the vehicle in.
      </p>
      <LotForm initial={EMPTY_LOT_FORM} options={options} />
    </div>
  );
}
