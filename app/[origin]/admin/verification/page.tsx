import type { Metadata } from 'next';
import * as z from 'zod/mini';
import { VerificationQueueTable } from '@/components/admin/verification/verification-queue-table';
import type { StaffPermission } from '@/lib/domain/staff';
import { verificationQueueQuery } from '@/lib/schemas/admin-verification';
import { requireStaffPage } from '@/lib/server/staff/staff-page';
import { verificationQueue } from '@/lib/server/verification/verification-queue';
import '@/components/admin/verification/admin-verification.css';

/** What a staff member needs to open this page (app/admin-access.test.tsx walks it with every role). */
export const permission: StaffPermission = 'verification.write';

export const metadata: Metadata = { title: 'Id verification' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/verification: the ids waiting for review, oldest upload first, as GET /rest-api/v2/admin/verification. */
export default async function VerificationPage({ searchParams }: Props) {
  await requireStaffPage(permission);
  const parsed = z.safeParse(verificationQueueQuery, await searchParams);
  const queue = await verificationQueue(parsed.success ? parsed.data : {});
  return (
    <>
      <h1>Id verification</h1>
      <p className="admin-lead" data-testid="verification-count">
        {queue.total === 1 ? '1 id waits' : `${queue.total} ids wait`} for review. Until a member’s id is
        approved they may bid and buy it now up to $2,500; the oldest upload comes first.
      </p>
      <VerificationQueueTable queue={queue} />
    </>
  );
}
