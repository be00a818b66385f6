import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { ApprovalPage } from '@/components/admin/approvals/approval-page';
import type { StaffPermission } from '@/lib/domain/staff';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { approvalForLot } from '@/lib/server/approvals/approval-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'approvals.write';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Approval of lot ${(await params).id}` };
}

/** /admin/approvals/lots/{id}: a lot on approval: its high bid, reserve and bidder, and the seller's answers. */
export default async function ApprovalLotPage({ params }: Props) {
  const staff = await requireStaffPage(permission);
  const id = z.safeParse(lotIdParam, (await params).id);
  if (!id.success) notFound();
  const detail = await approvalForLot(id.data);
  if (!detail) notFound();
  return <ApprovalPage detail={detail} staff={staff} />;
}
