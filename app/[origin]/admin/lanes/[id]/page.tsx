import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { LaneConsole } from '@/components/admin/lanes/lane-console';
import { QueryProvider } from '@/components/providers/query-provider';
import type { StaffPermission } from '@/lib/domain/staff';
import { env } from '@/lib/env';
import { laneIdParam, laneStateSchema } from '@/lib/schemas/admin-lanes';
import { readLaneState } from '@/lib/server/lanes/lane-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import '@/components/admin/lanes/admin-lanes.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'lanes.control';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Lane ${(await params).id}` };
}

const startTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));

/** /admin/lanes/{auction id}: one lane live (the lot on the block, bid, bidders, countdown) and its commands. */
export default async function LanePage({ params }: Props) {
  await requireStaffPage(permission);
  const id = z.safeParse(laneIdParam, (await params).id);
  if (!id.success) notFound();
  const state = await readLaneState(id.data);
  if (!state) notFound();
  return (
    <>
      <p>
        <Link href="/admin/lanes">All live lanes</Link>
      </p>
      <h1>
        {state.branch.name}, lane {state.lane}
      </h1>
      <p className="admin-lead">
        {state.branch.city}, {state.branch.state}. Sale of{' '}
        <time dateTime={state.startsAt}>{startTime(state.startsAt, state.branch.timeZone)}</time>.
      </p>
      <QueryProvider>
        <LaneConsole initial={z.encode(laneStateSchema, state)} broadcastUrl={env().BROADCAST_URL} />
      </QueryProvider>
    </>
  );
}
