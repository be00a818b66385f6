import 'server-only';
import * as z from 'zod/mini';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, refunds } from '@/lib/db/schema';
import { BUYING_POWER_MULTIPLIER } from '@/lib/domain/business-rules';
import { depositRefusal, type DepositRefusal, type MemberCommitments } from '@/lib/domain/deposit-refund';
import { formatUsd } from '@/lib/domain/format';
import { add, subtract, times, type Cents } from '@/lib/domain/money';
import { depositRefundResultSchema, type DepositRefundResult } from '@/lib/schemas/transactions';
import { buyingPower } from '../bids/buying-power';
import { idempotent, type Answer } from '../http/idempotency';
import { ApiError } from '../http/api-error';
import { payOutDeposit } from './deposit-payout';
import { depositStanding } from './lists/deposit-standing';
import { refundsNeedApproval } from './refund-approval-rule';

export const REFUND_ROUTE = 'POST /rest-api/v2/account/refunds/{id}';

function refusalMessage(refusal: DepositRefusal, deposit: { amountCents: Cents }, c: MemberCommitments) {
  const left = formatUsd(times(subtract(c.heldCents, deposit.amountCents), BUYING_POWER_MULTIPLIER));
  const committed = formatUsd(add(c.bidsCents, c.unpaidPurchasesCents));
  switch (refusal) {
    case 'deposit_backs_open_bids':
      return `This deposit backs your open bids: without it your buying power would be ${left}, below the ${committed} they commit. Ask again once those bids have ended.`;
    case 'deposit_backs_unpaid_purchases':
      return `This deposit backs an unpaid purchase: without it your buying power would be ${left}, below the ${committed} your purchases and bids commit. Pay for your purchases first.`;
    case 'deposit_already_refunded':
      return 'This deposit has already been refunded.';
    case 'refund_pending':
      return 'A refund of this deposit is already on its way.';
    case 'deposit_not_refundable':
      return 'Only a deposit that is held can be refunded.';
  }
}

/**
 * Refund one of the member's deposits, in the caller's transaction (the member's row must be locked by it, as
 * `idempotent` does, so no bid can lean on the deposit meanwhile). Refused with 409 and the reason while the buying
 * power left without it would not cover what the member's open winning bids and unpaid purchases commit, or when it
 * is refunded, being refunded or not held (lib/domain/deposit-refund); 404 when it is not the member's.
 *
 * A refund the rules let through is paid out at once (deposit-payout.ts), unless REFUNDS_NEED_APPROVAL is on: then
 * the deposit is released (it stops counting toward buying power now, so no bid leans on it meanwhile) and the
 * request waits for finance (refund-decisions.ts approves it, paying it out as here, or denies it, holding the deposit
 * again). Buying power drops in the same transaction either way; a `refunds` row records the request, and its id is
 * the answer's `refundId`.
 */
export async function refundDeposit(
  tx: Db,
  { memberId, depositId, now }: { memberId: string; depositId: number; now: Date },
): Promise<DepositRefundResult> {
  const [deposit] = await tx
    .select()
    .from(deposits)
    .where(and(eq(deposits.id, depositId), eq(deposits.memberId, memberId)))
    .for('update');
  if (!deposit) throw new ApiError(404, 'deposit_not_found', 'There is no such deposit on your account.');
  const standing = await depositStanding(tx, memberId);
  const refusal = depositRefusal(
    {
      status: deposit.status,
      amountCents: deposit.amountCents,
      refundPending: standing.pendingRefunds.has(deposit.id),
    },
    standing.commitments,
  );
  if (refusal) throw ApiError.conflict(refusal, refusalMessage(refusal, deposit, standing.commitments));

  const approval = refundsNeedApproval();
  const paid = approval ? null : await payOutDeposit(tx, memberId, deposit, now);
  if (approval) {
    await tx.update(deposits).set({ status: 'released', updatedAt: now }).where(eq(deposits.id, deposit.id));
  }
  const [request] = await tx
    .insert(refunds)
    .values({
      memberId,
      depositId: deposit.id,
      amountCents: deposit.amountCents,
      status: paid === null ? 'requested' : paid.completed ? 'paid' : 'approved',
      transactionId: paid?.transactionId ?? null,
      decidedAt: paid === null ? null : now,
      createdAt: now,
    })
    .returning({ id: refunds.id });
  const power = await buyingPower(tx, memberId);
  return {
    refundId: request!.id,
    depositId: deposit.id,
    amountCents: deposit.amountCents,
    status: paid === null ? 'awaiting-approval' : paid.completed ? 'completed' : 'pending',
    buyingPowerCents: power.limitCents,
    availableBuyingPowerCents: power.availableCents,
  };
}

/**
 * POST /rest-api/v2/account/refunds/{id}: a deposit refund once per Idempotency-Key (the bids' idempotency: the
 * member's row locked, a replay, refusals included, answered with the first answer; the key reused for another
 * deposit is 422). `db` is the app's database or a transaction (the work then runs in a savepoint of it).
 */
export async function requestDepositRefund(
  db: Db | undefined,
  {
    memberId,
    depositId,
    idempotencyKey,
    now = new Date(),
  }: { memberId: string; depositId: number; idempotencyKey: string; now?: Date },
): Promise<Answer> {
  const { answer } = await idempotent(
    memberId,
    REFUND_ROUTE,
    idempotencyKey,
    { depositId },
    (tx) => refundDeposit(tx, { memberId, depositId, now }),
    (result) => z.encode(depositRefundResultSchema, result),
    { db },
  );
  return answer;
}
