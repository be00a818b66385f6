import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { members, membershipSubscriptions } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { MembershipTier } from '@/lib/domain/route-classifier';
import type { PendingUpgradeView, UpgradeAccepted } from '@/lib/schemas/membership';
import { ApiError } from '../http/api-error';
import { awaitingPaymentOf, pendingUpgradeView } from './membership-pending';
import { assertUpgrade, requestUpgrade } from './upgrade-request';

/** The member's tier, with the member row locked so two upgrade requests of one member run one after the other. */
async function lockedMembershipCode(tx: Db, memberId: string): Promise<string> {
  const [member] = await tx
    .select({ code: members.membershipCode })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  if (!member) throw ApiError.unauthorized();
  return member.code;
}

/**
 * POST v2/account/membership/subscribe: records one upgrade to `target` awaiting payment, at the config's price. An
 * earlier request not yet confirmed is replaced (cancelled); one already confirmed for the same tier is kept and
 * returned; one confirmed for another tier must be cancelled first (409 upgrade_pending). The rule: requestUpgrade.
 */
export async function subscribeUpgrade(
  memberId: string,
  target: MembershipTier,
): Promise<PendingUpgradeView> {
  const db = await getDb();
  return transaction(db, async (tx) => {
    const current = await lockedMembershipCode(tx, memberId);
    return pendingUpgradeView(await requestUpgrade(tx, memberId, current, target, null));
  });
}

/** POST v2/account/membership/unsubscribe: cancels the member's upgrade awaiting payment; 404 when there is none. */
export async function cancelPendingUpgrade(
  memberId: string,
): Promise<{ membership: string; status: 'cancelled' }> {
  const db = await getDb();
  const [row] = await db
    .update(membershipSubscriptions)
    .set({ status: 'cancelled' })
    .where(awaitingPaymentOf(memberId))
    .returning({ membership: membershipSubscriptions.membershipCode });
  if (!row) throw ApiError.notFound('No upgrade is awaiting payment.');
  return { membership: row.membership, status: 'cancelled' };
}

/**
 * POST v2/account/membership/confirm-upgrade: marks the member's pending upgrade to `target` as confirmed (once;
 * confirming again changes nothing). The membership itself stays as it is until a payment marks the upgrade paid.
 */
export async function confirmUpgrade(memberId: string, target: MembershipTier): Promise<UpgradeAccepted> {
  const db = await getDb();
  return transaction(db, async (tx) => {
    const current = await lockedMembershipCode(tx, memberId);
    const [pending] = await tx
      .select()
      .from(membershipSubscriptions)
      .where(and(awaitingPaymentOf(memberId), eq(membershipSubscriptions.membershipCode, target)));
    if (!pending) throw ApiError.notFound('No upgrade to this membership is awaiting payment.');
    assertUpgrade(current, target);
    if (!pending.confirmedAt) {
      await tx
        .update(membershipSubscriptions)
        .set({ confirmedAt: new Date() })
        .where(eq(membershipSubscriptions.id, pending.id));
    }
    return { status: 'awaiting_payment', membership: target, price: pending.priceCents };
  });
}
