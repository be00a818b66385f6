import 'server-only';
import * as z from 'zod/mini';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, members, refunds } from '@/lib/db/schema';
import { adminRefundSchema, type AdminRefund } from '@/lib/schemas/admin-payments';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import { idempotent, type Answer } from '../http/idempotency';
import type { SignedInStaff } from '../staff/staff-member';
import { payOutDeposit } from './deposit-payout';
import { adminRefundOf } from './lists/admin-refunds';

export const APPROVE_REFUND_ROUTE = 'POST /rest-api/v2/admin/refunds/{id}/approve';
export const DENY_REFUND_ROUTE = 'POST /rest-api/v2/admin/refunds/{id}/deny';

type Staff = Pick<SignedInStaff, 'id' | 'email'>;
export type RefundDecision = { approve: true } | { approve: false; reason: string };

/**
 * Decides one refund request that waits for finance, in one transaction: the request locked, then its member's row
 * (their own money mutations wait) and the deposit. Approved, the deposit is paid out as an unapproved refund would
 * have been at once (deposit-payout.ts: through its gateway, in the ledger alone for a demo deposit, by bank transfer
 * for a wire deposit); denied, the deposit is held again (buying power comes back) and the member sees the reason on
 * their refunds list. 404 for no such request, 409 `refund_already_decided` for one decided before. Audited.
 */
async function decide(
  tx: Db,
  staff: Staff,
  request: { headers: Headers } | null,
  refundId: number,
  decision: RefundDecision,
  now: Date,
): Promise<AdminRefund> {
  const [found] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  if (!found) throw new ApiError(404, 'refund_not_found', 'No refund request has this id.');
  if (found.status !== 'requested') {
    throw ApiError.conflict(
      'refund_already_decided',
      `This refund request was already decided (${found.status}).`,
    );
  }
  await tx
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, found.memberId))
    .for('no key update');
  const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, found.depositId)).for('update');
  if (decision.approve) {
    const paid = await payOutDeposit(tx, found.memberId, deposit!, now);
    await tx
      .update(refunds)
      .set({
        status: paid.completed ? 'paid' : 'approved',
        transactionId: paid.transactionId,
        decidedAt: now,
      })
      .where(eq(refunds.id, refundId));
  } else {
    await tx
      .update(deposits)
      .set({ status: 'held', updatedAt: now })
      .where(and(eq(deposits.id, found.depositId), eq(deposits.status, 'released')));
    await tx
      .update(refunds)
      .set({ status: 'rejected', reason: decision.reason, decidedAt: now })
      .where(eq(refunds.id, refundId));
  }
  const after = (await adminRefundOf(tx, refundId))!;
  await recordAudit(tx, staff, request, {
    action: decision.approve ? 'refund.approve' : 'refund.deny',
    entity: 'refund',
    entityId: refundId,
    before: { state: found.status, depositId: found.depositId, amountCents: found.amountCents },
    after: {
      state: after.state,
      depositId: found.depositId,
      amountCents: found.amountCents,
      reason: after.reason,
    },
  });
  return after;
}

/**
 * POST /rest-api/v2/admin/refunds/{id}/approve and .../deny: a decision once per Idempotency-Key (the staff member's:
 * a replay gets the first answer; the key reused for another decision is 422).
 */
export async function decideRefund(
  staff: Staff,
  request: { headers: Headers } | null,
  refundId: number,
  decision: RefundDecision,
  idempotencyKey: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const { answer } = await idempotent(
    staff.id,
    decision.approve ? APPROVE_REFUND_ROUTE : DENY_REFUND_ROUTE,
    idempotencyKey,
    { refundId, ...decision },
    (tx) => decide(tx, staff, request, refundId, decision, now()),
    (refund) => z.encode(adminRefundSchema, refund),
  );
  return answer;
}
