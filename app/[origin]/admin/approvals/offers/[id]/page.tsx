import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import * as z from 'zod/mini';
import { ApprovalPage } from '@/components/admin/approvals/approval-page';
import type { StaffPermission } from '@/lib/domain/staff';
import { offerIdParam } from '@/lib/schemas/offers';
import { approvalForOffer } from '@/lib/server/approvals/approval-view';
import { requireStaffPage } from '@/lib/server/staff/staff-page';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'approvals.write';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Offer ${(await params).id}` };
}

/** /admin/approvals/offers/{id}: a buyer's offer below a buy-it-now price, and the seller's answers. */
export default async function ApprovalOfferPage({ params }: Props) {
  const staff = await requireStaffPage(permission);
  const raw = (await params).id;
  const id = z.safeParse(offerIdParam, /^[0-9]{1,10}$/.test(raw) ? raw : 'x');
  if (!id.success) notFound();
  const detail = await approvalForOffer(id.data);
  if (!detail) notFound();
  return <ApprovalPage detail={detail} staff={staff} />;
}
