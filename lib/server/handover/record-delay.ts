import 'server-only';
import { getDb } from '@/lib/db/database';
import { storageDelays } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { daysInRange } from '@/lib/domain/storage-days';
import type { AdminHandover, StorageDelayInput } from '@/lib/schemas/handover';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { handoverFacts } from './handover-facts';
import { adminHandoverView } from './handover-view';
import { lockedHandover } from './locked-handover';

/**
 * POST /rest-api/v2/admin/handover/{lotId}/delays: a delay the seller or the title caused, with the reason the buyer
 * reads; its days are not charged for storage from now on (the last free day moves, the storage accrued drops). A
 * vehicle already picked up has had its final invoice: 409 already_picked_up. Audited in the write's transaction.
 */
export async function recordDelay(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  input: StorageDelayInput,
  now: Date = new Date(),
): Promise<AdminHandover> {
  const db = await getDb();
  await transaction(db, async (tx) => {
    const h = await lockedHandover(tx, lotId);
    if (h.row.pickedUpAt) {
      throw ApiError.conflict(
        'already_picked_up',
        'The vehicle is picked up: its storage is invoiced already.',
      );
    }
    const dated = input.from !== undefined && input.to !== undefined;
    const values = {
      lotId,
      cause: input.cause,
      fromDay: dated ? input.from! : null,
      toDay: dated ? input.to! : null,
      days: dated ? daysInRange(input.from!, input.to!) : input.days!,
      reason: input.reason,
      recordedBy: staff.id,
      createdAt: now,
    };
    const [delay] = await tx.insert(storageDelays).values(values).returning({ id: storageDelays.id });
    await recordAudit(tx, staff, request, {
      action: 'handover.delay',
      entity: 'lot',
      entityId: lotId,
      before: null,
      after: {
        delayId: delay!.id,
        cause: values.cause,
        from: values.fromDay,
        to: values.toDay,
        days: values.days,
        reason: values.reason,
      },
    });
  });
  const [facts] = await handoverFacts(db, [lotId]);
  return adminHandoverView(facts!, now);
}
