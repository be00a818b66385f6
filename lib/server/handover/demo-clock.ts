import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lotHandovers } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { demoModeEnabled } from '@/lib/env';
import type { AdminHandover } from '@/lib/schemas/handover';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { handoverFacts } from './handover-facts';
import { adminHandoverView } from './handover-view';
import { lockedHandover } from './locked-handover';

/**
 * POST /rest-api/v2/admin/handover/{lotId}/demo-clock, demo mode only (DEMO_MODE, on with the embedded database; a
 * 404 anywhere else): the lot's storage clock starts `days` days earlier, as if its payment were that old, so a demo
 * (or the e2e suite) can show storage after the free days without waiting for them. The ledger is not touched.
 * Audited like any staff write.
 */
export async function setDemoClock(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  days: number,
  now: Date = new Date(),
): Promise<AdminHandover> {
  if (!demoModeEnabled()) throw ApiError.notFound('Only the demo moves a storage clock.');
  const db = await getDb();
  await transaction(db, async (tx) => {
    const h = await lockedHandover(tx, lotId);
    if (h.row.pickedUpAt) {
      throw ApiError.conflict(
        'already_picked_up',
        'The vehicle is picked up: its storage is invoiced already.',
      );
    }
    await tx
      .update(lotHandovers)
      .set({ demoClockDays: days, updatedAt: now })
      .where(eq(lotHandovers.lotId, lotId));
    await recordAudit(tx, staff, request, {
      action: 'handover.demo-clock',
      entity: 'lot',
      entityId: lotId,
      before: { demoClockDays: h.row.demoClockDays },
      after: { demoClockDays: days },
    });
  });
  const [facts] = await handoverFacts(db, [lotId]);
  return adminHandoverView(facts!, now);
}
