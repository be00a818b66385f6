import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { DelayForm } from '@/components/admin/handover/delay-form';
import { DelaysTable } from '@/components/admin/handover/delays-table';
import { DemoClockForm } from '@/components/admin/handover/demo-clock-form';
import { HandoverSummary } from '@/components/admin/handover/handover-summary';
import { PickupForm } from '@/components/admin/handover/pickup-form';
import { TitleMoveForm } from '@/components/admin/handover/title-move-form';
import { TitleSteps } from '@/components/admin/handover/title-steps';
import { hasPermission, type StaffPermission } from '@/lib/domain/staff';
import { nextTitleStep } from '@/lib/domain/title-progress';
import { demoModeEnabled } from '@/lib/env';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { findHandover } from '@/lib/server/handover/list-handovers';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/handover/admin-handover.css';

/** What a staff member needs to open this page; moving the title, delays and the pickup also need handover.write. */
export const permission: StaffPermission = 'handover.read';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Handover of lot ${(await params).id}` };
}

/** /admin/handover/{id}: one sold lot's title steps, storage and delays, and its pickup by the gate pass's code. */
export default async function HandoverPage({ params }: Props) {
  const staff = await requireStaffPage(permission);
  const id = z.safeParse(lotIdParam, (await params).id);
  if (!id.success) notFound();
  const handover = await findHandover(id.data);
  if (!handover) notFound();
  const canWrite = hasPermission(staff.roles, 'handover.write');
  const next = nextTitleStep(handover.titleStep);
  const inYard = handover.pickedUpAt === null;
  return (
    <div className="admin-handover-page">
      <p>
        <Link href="/admin/handover">All sold lots</Link>
      </p>
      <h1>
        Handover of lot {handover.lotId}: {handover.vehicle}
      </h1>
      <HandoverSummary handover={handover} />
      <section className="admin-handover-section" aria-labelledby="title-heading">
        <h2 id="title-heading">Title</h2>
        <TitleSteps handover={handover} />
        {canWrite && next && <TitleMoveForm lotId={handover.lotId} next={next} />}
      </section>
      <section className="admin-handover-section" aria-labelledby="delays-heading">
        <h2 id="delays-heading">Delays of the seller or the title</h2>
        <DelaysTable delays={handover.delays} />
        {canWrite && inYard && <DelayForm lotId={handover.lotId} />}
      </section>
      {canWrite && inYard && handover.paid && (
        <section className="admin-handover-section" aria-labelledby="pickup-heading">
          <h2 id="pickup-heading">Pickup</h2>
          <PickupForm lotId={handover.lotId} />
        </section>
      )}
      {canWrite && inYard && demoModeEnabled() && (
        <section className="admin-handover-section" aria-labelledby="demo-clock-heading">
          <h2 id="demo-clock-heading">Demo: time passing</h2>
          <p className="admin-lead">
            Demo mode only: the storage clock of this lot starts this many days earlier, as if it had been
            paid then.
          </p>
          <DemoClockForm lotId={handover.lotId} days={handover.demoClockDays} />
        </section>
      )}
    </div>
  );
}
