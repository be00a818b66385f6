import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { membershipSubscriptions } from '@/lib/db/schema';
import { membershipRule, type MembershipCode } from '@/lib/domain/business-rules';
import type { PendingUpgradeView } from '@/lib/schemas/membership';

type SubscriptionRow = typeof membershipSubscriptions.$inferSelect;

/** The member's rows that wait for a payment (at most one: a unique index keeps it so). */
export const awaitingPaymentOf = (memberId: string) =>
  and(eq(membershipSubscriptions.memberId, memberId), eq(membershipSubscriptions.status, 'awaiting_payment'));

export function pendingUpgradeView(row: SubscriptionRow): PendingUpgradeView {
  return {
    membership: row.membershipCode,
    name: membershipRule(row.membershipCode as MembershipCode).name,
    status: 'awaiting_payment',
    price: row.priceCents,
    priceCents: row.priceCents,
    requestedAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}

/** The member's upgrade waiting for payment, or null. Only the member's own rows are read. */
export async function pendingUpgrade(memberId: string): Promise<PendingUpgradeView | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(membershipSubscriptions)
    .where(awaitingPaymentOf(memberId))
    .orderBy(desc(membershipSubscriptions.createdAt))
    .limit(1);
  return row ? pendingUpgradeView(row) : null;
}
