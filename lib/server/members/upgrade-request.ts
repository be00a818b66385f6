import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { membershipSubscriptions } from '@/lib/db/schema';
import { membershipRule } from '@/lib/domain/business-rules';
import type { MembershipTier } from '@/lib/domain/route-classifier';
import { ApiError } from '../http/api-error';
import { awaitingPaymentOf } from './membership-pending';
import { isUpgrade } from './membership-ranks';

type SubscriptionRow = typeof membershipSubscriptions.$inferSelect;

/** 409 not_an_upgrade unless `target` is above the member's `current` tier. */
export function assertUpgrade(current: string, target: MembershipTier): void {
  if (!isUpgrade(current, target)) {
    throw ApiError.conflict(
      'not_an_upgrade',
      `${membershipRule(target).name} is not above your current membership.`,
    );
  }
}

/**
 * The one rule for a new request to upgrade to `target`, in the caller's transaction (the member's row locked by the
 * caller), for both ways in: the subscribe step of the upgrade flow (`confirmedAt` null) and a membership payment made
 * without it (`confirmedAt` the payment's time: subscribe and confirm in one).
 * - 409 not_an_upgrade when `target` is not above `current`;
 * - a confirmed request for `target` is kept and returned as it is;
 * - a confirmed request for another tier stays: 409 upgrade_pending (the member cancels it first);
 * - an unconfirmed request is cancelled and replaced by a new one at the config's price; except that a payment finds
 *   the member's unconfirmed request for `target` and confirms it in place (its price as recorded).
 */
export async function requestUpgrade(
  tx: Db,
  memberId: string,
  current: string,
  target: MembershipTier,
  confirmedAt: Date | null,
): Promise<SubscriptionRow> {
  assertUpgrade(current, target);
  const [pending] = await tx.select().from(membershipSubscriptions).where(awaitingPaymentOf(memberId));
  if (pending?.confirmedAt) {
    if (pending.membershipCode === target) return pending;
    throw ApiError.conflict(
      'upgrade_pending',
      'Another upgrade is already awaiting payment. Cancel it before choosing a different membership.',
    );
  }
  if (pending && confirmedAt && pending.membershipCode === target) {
    const [confirmed] = await tx
      .update(membershipSubscriptions)
      .set({ confirmedAt })
      .where(eq(membershipSubscriptions.id, pending.id))
      .returning();
    return confirmed!;
  }
  if (pending) {
    await tx
      .update(membershipSubscriptions)
      .set({ status: 'cancelled' })
      .where(eq(membershipSubscriptions.id, pending.id));
  }
  const [row] = await tx
    .insert(membershipSubscriptions)
    .values({
      memberId,
      membershipCode: target,
      status: 'awaiting_payment',
      priceCents: membershipRule(target).annualPriceCents,
      confirmedAt,
    })
    .returning();
  return row!;
}
