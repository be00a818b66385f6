import 'server-only';
import type { Db } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import { membershipRule, PAYMENT_DUE_BUSINESS_DAYS, type MembershipCode } from '@/lib/domain/business-rules';
import { addBusinessDays } from '@/lib/domain/business-days';
import type { Cents } from '@/lib/domain/money';
import { totalCost, type TotalCost } from '@/lib/domain/total-cost';

const FEE_KINDS = { gate: 'gate-fee', environmental: 'environmental-fee' } as const;
const FEE_NAMES = { gate: 'Gate fee', environmental: 'Environmental fee' } as const;

/**
 * Record what a member owes for a lot they won or bought: the price, the buyer fee of their membership, the
 * documentation fee and the other fees, each a pending row of the money ledger, due PAYMENT_DUE_BUSINESS_DAYS business
 * days after `now`. Runs inside the transaction that ends the lot.
 */
export async function recordPurchase(
  tx: Db,
  input: {
    memberId: string;
    membershipCode: string;
    lotId: number;
    priceCents: Cents;
    how: string;
    now: Date;
  },
): Promise<TotalCost & { dueAt: Date }> {
  const cost = totalCost(input.priceCents, membershipRule(input.membershipCode as MembershipCode));
  const dueAt = addBusinessDays(input.now, PAYMENT_DUE_BUSINESS_DAYS);
  const row = (
    kind: (typeof transactions.$inferInsert)['kind'],
    amountCents: Cents,
    description: string,
  ) => ({
    memberId: input.memberId,
    kind,
    amountCents,
    status: 'pending' as const,
    lotId: input.lotId,
    description,
    dueAt,
    createdAt: input.now,
  });
  await tx
    .insert(transactions)
    .values([
      row('purchase', cost.bidCents, `Lot ${input.lotId} (${input.how})`),
      row('buyer-fee', cost.buyerFeeCents, `Buyer fee, lot ${input.lotId}`),
      row('documentation-fee', cost.documentationFeeCents, `Documentation fee, lot ${input.lotId}`),
      ...cost.otherFees.map((fee) =>
        row(FEE_KINDS[fee.code], fee.cents, `${FEE_NAMES[fee.code]}, lot ${input.lotId}`),
      ),
    ]);
  return { ...cost, dueAt };
}
