import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lotHandovers } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { nextTitleStep, TITLE_STEPS, type TitleMove } from '@/lib/domain/title-progress';
import type { AdminHandover, TitleMoveInput } from '@/lib/schemas/handover';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { handoverFacts } from './handover-facts';
import { adminHandoverView } from './handover-view';
import { lockedHandover, type LockedHandover } from './locked-handover';

const STEP_COLUMN = {
  received: 'titleReceivedAt',
  processing: 'titleProcessingAt',
  mailed: 'titleMailedAt',
  delivered: 'titleDeliveredAt',
} as const satisfies Record<TitleMove, keyof LockedHandover['row']>;

/** When the title reached the step it stands at (the sale, before any step). */
function currentStepAt(h: LockedHandover): Date {
  const step = h.row.titleStep;
  return step === 'awaiting-seller' ? h.purchasedAt : (h.row[STEP_COLUMN[step]] ?? h.purchasedAt);
}

/**
 * POST /rest-api/v2/admin/handover/{lotId}/title: the title moves to its next step, at `at` (default now), with the
 * carrier and tracking number once mailed. Never backwards and never past a step: anything but the next step is a 409
 * naming the step it stands at. `at` may not be in the future nor before the step it stands at (422). Audited in the
 * write's transaction; the buyer sees it in Transactions at once.
 */
export async function moveTitle(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  input: TitleMoveInput,
  now: Date = new Date(),
): Promise<AdminHandover> {
  const db = await getDb();
  await transaction(db, async (tx) => {
    const h = await lockedHandover(tx, lotId);
    const current = h.row.titleStep;
    const next = nextTitleStep(current);
    if (next === null) throw ApiError.conflict('title_delivered', 'The title is delivered already.');
    if (input.step !== next) {
      const backwards = TITLE_STEPS.indexOf(input.step) <= TITLE_STEPS.indexOf(current);
      throw ApiError.conflict(
        'title_step_out_of_order',
        backwards
          ? `The title is ${current} already; it never goes back.`
          : `The title is ${current}; its next step is ${next}.`,
      );
    }
    const at = input.at === undefined ? now : new Date(input.at);
    if (at.getTime() > now.getTime()) throw ApiError.invalid({ at: 'Not in the future.' });
    if (at.getTime() < currentStepAt(h).getTime()) {
      throw ApiError.invalid({
        at: `Not before the title was ${current} (${currentStepAt(h).toISOString()}).`,
      });
    }
    const mailed = input.step === 'mailed';
    await tx
      .update(lotHandovers)
      .set({
        titleStep: input.step,
        [STEP_COLUMN[input.step]]: at,
        ...(mailed ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {}),
        updatedAt: now,
      })
      .where(eq(lotHandovers.lotId, lotId));
    await recordAudit(tx, staff, request, {
      action: 'handover.title',
      entity: 'lot',
      entityId: lotId,
      before: { titleStep: current },
      after: {
        titleStep: input.step,
        at: at.toISOString(),
        ...(mailed ? { carrier: input.carrier, trackingNumber: input.trackingNumber } : {}),
      },
    });
  });
  const [facts] = await handoverFacts(db, [lotId]);
  return adminHandoverView(facts!, now);
}
