import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { refunds, transactions } from '@/lib/db/schema';
import type { MemberCommitments } from '@/lib/domain/deposit-refund';
import { BUYING_POWER_MULTIPLIER } from '@/lib/domain/business-rules';
import { cents, sum } from '@/lib/domain/money';
import { buyingPower, type BuyingPower } from '../../bids/buying-power';

export interface DepositStanding {
  power: BuyingPower;
  commitments: MemberCommitments;
  /** Deposits with a refund on its way (a pending deposit-refund row of the ledger) or waiting for finance. */
  pendingRefunds: Set<number>;
}

/**
 * What decides whether a member's deposits may be refunded (lib/domain/deposit-refund): their held deposits and what
 * their open winning bids and unpaid purchases commit (buying-power.ts, the rule bids use), and the refunds pending
 * (on their way, or waiting for finance's approval).
 */
export async function depositStanding(db: Db, memberId: string): Promise<DepositStanding> {
  const [power, pending, requested] = await Promise.all([
    buyingPower(db, memberId),
    db
      .select({ depositId: transactions.depositId })
      .from(transactions)
      .where(
        and(
          eq(transactions.memberId, memberId),
          eq(transactions.kind, 'deposit-refund'),
          eq(transactions.status, 'pending'),
        ),
      ),
    db
      .select({ depositId: refunds.depositId })
      .from(refunds)
      .where(and(eq(refunds.memberId, memberId), eq(refunds.status, 'requested'))),
  ]);
  const committed = (kinds: string[]) =>
    sum(power.commitments.filter((c) => kinds.includes(c.kind)).map((c) => c.cents));
  return {
    power,
    commitments: {
      heldCents: cents(power.limitCents / BUYING_POWER_MULTIPLIER),
      bidsCents: committed(['leading-maximum', 'on-approval', 'open-offer']),
      unpaidPurchasesCents: committed(['unpaid-purchase']),
    },
    pendingRefunds: new Set([
      ...pending.flatMap((p) => (p.depositId === null ? [] : [p.depositId])),
      ...requested.map((r) => r.depositId),
    ]),
  };
}
