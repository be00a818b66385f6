import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { members, membershipSubscriptions } from '@/lib/db/schema';
import type { MembershipTier } from '@/lib/domain/route-classifier';
import { ApiError } from '../http/api-error';
import { requestUpgrade } from './upgrade-request';

type SubscriptionRow = typeof membershipSubscriptions.$inferSelect;

/** How long a paid membership lasts: the prices are annual. */
const MEMBERSHIP_MONTHS = 12;

/**
 * The upgrade a membership payment pays for, in the caller's transaction (the member's row locked by the caller): the
 * member's upgrade to `target` awaiting payment, confirmed now; recorded here when the member pays without having
 * subscribed first (the subscribe + confirm-upgrade steps of the upgrade flow, in one). The rules are the flow's own
 * (requestUpgrade): 409 not_an_upgrade, 409 upgrade_pending, an unconfirmed request for another tier replaced.
 */
export function upgradeToPay(
  tx: Db,
  memberId: string,
  current: string,
  target: MembershipTier,
  now: Date,
): Promise<SubscriptionRow> {
  return requestUpgrade(tx, memberId, current, target, now);
}

/**
 * A paid upgrade takes effect (in the approving transaction): the subscription becomes active for a year from `now`
 * and the member's tier changes. 409 when it no longer awaits payment (cancelled meanwhile): the payment is then not
 * approved either.
 */
export async function activateUpgrade(tx: Db, subscriptionId: number, now: Date): Promise<SubscriptionRow> {
  const endsAt = new Date(now);
  endsAt.setUTCMonth(endsAt.getUTCMonth() + MEMBERSHIP_MONTHS);
  const [active] = await tx
    .update(membershipSubscriptions)
    .set({ status: 'active', startsAt: now, endsAt })
    .where(
      and(
        eq(membershipSubscriptions.id, subscriptionId),
        eq(membershipSubscriptions.status, 'awaiting_payment'),
      ),
    )
    .returning();
  if (!active) {
    throw ApiError.conflict('upgrade_not_pending', 'This upgrade no longer awaits payment.');
  }
  await tx
    .update(members)
    .set({ membershipCode: active.membershipCode })
    .where(eq(members.id, active.memberId));
  return active;
}

/** The member's active paid membership (the newest), or null: the success page shows it after a payment. */
export async function activeUpgrade(tx: Db, memberId: string): Promise<SubscriptionRow | null> {
  const rows = await tx
    .select()
    .from(membershipSubscriptions)
    .where(and(eq(membershipSubscriptions.memberId, memberId), eq(membershipSubscriptions.status, 'active')));
  return rows.sort((a, b) => b.id - a.id)[0] ?? null;
}
