import 'server-only';
import type { Cents } from '@/lib/domain/money';
import type { ApprovalOutcome } from '@/lib/schemas/offers';

/** An approval step's answer (lib/schemas/offers approvalOutcomeSchema), times as ISO strings. */
export function outcome(
  lotId: number,
  offerId: number | null,
  result: ApprovalOutcome['result'],
  price: Cents | null,
  expiresAt: Date | null,
  dueAt: Date | null,
): ApprovalOutcome {
  return {
    lotId,
    offerId,
    result,
    price,
    expiresAt: expiresAt?.toISOString() ?? null,
    dueAt: dueAt?.toISOString() ?? null,
  };
}
