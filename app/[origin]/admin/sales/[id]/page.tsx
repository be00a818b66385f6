import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { AssignLotsForm } from '@/components/admin/sales/assign-lots-form';
import { CancelSaleForm } from '@/components/admin/sales/cancel-sale-form';
import { RunlistTable } from '@/components/admin/sales/runlist-table';
import { calendarHref } from '@/components/admin/sales/sale-calendar-filter';
import { LOT_STATUS_NAMES, SALE_STATUS_NAMES } from '@/components/admin/sales/sale-names';
import { SaleScheduleForm } from '@/components/admin/sales/sale-schedule-form';
import { saleTimeText } from '@/components/admin/sales/sale-time';
import { wallClockOf } from '@/components/admin/lots/lot-form-values';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { zonedDay } from '@/lib/domain/zoned-time';
import { saleIdParam, saleSchema } from '@/lib/schemas/admin-sales';
import { findSale } from '@/lib/server/sales/sale-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/sales/admin-sales.css';

/** What a staff member needs to open this page; changing the sale also needs sales.write. */
export const permission: StaffPermission = 'sales.read';

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Sale ${(await params).id}` };
}

/**
 * /admin/sales/{id}: one sale, its start on its branch's clock, and its runlist in order. Staff with sales.write may
 * reorder the runlist (a live sale's lots still to come only), and, while the sale is still to start, reschedule it,
 * assign lots to it and cancel it.
 */
export default async function SalePage({ params, searchParams }: Props) {
  const staff = await requireStaffPage(permission);
  const id = z.safeParse(saleIdParam, (await params).id);
  if (!id.success) notFound();
  const [sale, query] = await Promise.all([findSale(id.data), searchParams]);
  if (!sale) notFound();
  const canWrite = hasPermission(staff.roles, 'sales.write');
  const zone = sale.branch.timeZone;
  const started = sale.started;
  const changeable = canWrite && sale.status === 'scheduled' && !started;
  const wire = z.encode(saleSchema, sale);
  const calendar = calendarHref({
    branchId: sale.branch.id,
    from: zonedDay(new Date(sale.startsAt), zone),
    days: 7,
  });
  return (
    <div className="admin-sale-page">
      <p>
        <Link href={calendar}>Sale calendar</Link>
      </p>
      <h1>
        Sale {sale.id}: {sale.branch.name}, lane {sale.lane}
      </h1>
      {query.created === '1' && (
        <p className="notice--action" role="status" data-testid="sale-created">
          Sale {sale.id} scheduled. Assign its lots below.
        </p>
      )}
      <dl className="admin-sale-facts" data-testid="sale-facts">
        <div>
          <dt>Starts</dt>
          <dd>
            <time dateTime={sale.startsAt}>{saleTimeText(sale.startsAt, zone)}</time>
          </dd>
        </div>
        <div>
          <dt>Branch</dt>
          <dd>
            {sale.branch.name}, {sale.branch.city}, {sale.branch.state} ({sale.branch.id})
          </dd>
        </div>
        <div>
          <dt>Lane</dt>
          <dd>{sale.lane}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{started && sale.status === 'scheduled' ? 'Starting' : SALE_STATUS_NAMES[sale.status]}</dd>
        </div>
        <div>
          <dt>Lots</dt>
          <dd>{sale.lots.length}</dd>
        </div>
      </dl>
      {canWrite && started && sale.status !== 'ended' && (
        <p className="admin-lead" data-testid="sale-live-note">
          The sale has started: it can no longer be rescheduled, cancelled or given lots; the lots still to
          come can be reordered.
          {hasPermission(staff.roles, 'lanes.control') && (
            <>
              {' '}
              <Link href={`/admin/lanes/${sale.id}`}>Run the lane</Link>
            </>
          )}
        </p>
      )}
      <section aria-labelledby="runlist-heading">
        <h2 id="runlist-heading">Runlist</h2>
        <RunlistTable
          saleId={sale.id}
          lane={sale.lane}
          lots={wire.lots}
          canWrite={canWrite && sale.status !== 'ended'}
          canRemove={changeable}
          statusNames={LOT_STATUS_NAMES}
        />
      </section>
      {changeable && (
        <>
          <section aria-labelledby="assign-heading">
            <h2 id="assign-heading">Assign lots</h2>
            <AssignLotsForm saleId={sale.id} />
          </section>
          <section aria-labelledby="reschedule-heading">
            <h2 id="reschedule-heading">Reschedule</h2>
            <SaleScheduleForm
              key={`${sale.startsAt}-${sale.lane}`}
              saleId={sale.id}
              branches={[sale.branch]}
              initial={{
                branchId: String(sale.branch.id),
                lane: sale.lane,
                startsAt: wallClockOf(sale.startsAt, zone),
              }}
            />
          </section>
          <section aria-labelledby="cancel-heading" className="admin-sale-cancel">
            <h2 id="cancel-heading">Cancel the sale</h2>
            <CancelSaleForm saleId={sale.id} calendar={calendar} />
          </section>
        </>
      )}
    </div>
  );
}
