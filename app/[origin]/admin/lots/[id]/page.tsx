import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { LotForm } from '@/components/admin/lots/lot-form';
import { formValuesOf } from '@/components/admin/lots/lot-form-values';
import { LotSummary } from '@/components/admin/lots/lot-summary';
import { WithdrawForm } from '@/components/admin/lots/withdraw-form';
import { LotPhotosSection } from '@/components/admin/photos/lot-photos-section';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { adminLotSchema } from '@/lib/schemas/admin-lots';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { findAdminLot } from '@/lib/server/inventory/admin-lot-view';
import { lotFormOptions } from '@/lib/server/inventory/lot-form-options';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/lots/admin-lots.css';

/** What a staff member needs to open this page; editing and withdrawing also need lots.write. */
export const permission: StaffPermission = 'lots.read';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Lot ${(await params).id}` };
}

/** Lots that may still be withdrawn (lot-edit-rules: not on the block, sold, on approval or withdrawn). */
const WITHDRAWABLE = new Set(['upcoming', 'pre-bidding', 'not-sold']);

/** /admin/lots/{id}: the lot's facts, its edit form (read-only without lots.write) and the withdraw form. */
export default async function LotPage({ params, searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const id = z.safeParse(lotIdParam, (await params).id);
  if (!id.success) notFound();
  const [lot, options, query] = await Promise.all([findAdminLot(id.data), lotFormOptions(), searchParams]);
  if (!lot) notFound();
  const canWrite = hasPermission(staff.roles, 'lots.write');
  const timeZone = options.branches.find((b) => b.id === lot.branchId)?.timeZone ?? 'UTC';
  return (
    <div className="admin-lot-page">
      <p>
        <Link href="/admin/lots">All lots</Link>
      </p>
      <h1>
        Lot {lot.id}: {[lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ')}
      </h1>
      {query['checked-in'] === '1' && (
        <p className="notice--action" role="status" data-testid="checked-in">
          Checked in as lot {lot.id}, stock number {lot.stockNumber}.
        </p>
      )}
      <LotSummary lot={lot} auditLink={hasPermission(staff.roles, 'audit.read')} />
      <h2>{canWrite ? 'Edit the lot' : 'The lot'}</h2>
      {!canWrite && (
        <p className="admin-lead">You may read this lot; changing it needs the inventory role.</p>
      )}
      <LotForm
        key={lot.updatedAt}
        lotId={lot.id}
        initial={formValuesOf(z.encode(adminLotSchema, lot), timeZone)}
        options={options}
        readOnly={!canWrite}
      />
      {canWrite && WITHDRAWABLE.has(lot.status) && (
        <section className="admin-withdraw" aria-labelledby="withdraw-heading">
          <h2 id="withdraw-heading">Withdraw from sale</h2>
          <WithdrawForm lotId={lot.id} />
        </section>
      )}
      <LotPhotosSection lotId={lot.id} staff={staff} />
    </div>
  );
}
