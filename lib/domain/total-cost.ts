import {
  DOCUMENTATION_FEE_CENTS,
  MEMBERSHIPS,
  OTHER_FEES,
  type MembershipCode,
  type MembershipRule,
} from './business-rules';
import { max, shareRoundedUpToDollar, sum, type Cents } from './money';

export interface TotalCost {
  membershipCode: MembershipCode;
  bidCents: Cents;
  buyerFeeCents: Cents;
  documentationFeeCents: Cents;
  otherFees: { code: (typeof OTHER_FEES)[number]['code']; cents: Cents }[];
  otherFeesCents: Cents;
  totalCents: Cents;
}

/** The buyer fee on a winning bid: the tier's share, rounded up to a whole dollar, never below the tier's minimum. */
export function buyerFeeCents(bidCents: Cents, rule: MembershipRule): Cents {
  return max(shareRoundedUpToDollar(bidCents, rule.buyerFeeBasisPoints), rule.buyerFeeMinCents);
}

/** What winning at `bidCents` costs a member of `rule`'s tier: bid + buyer fee + documentation fee + other fees. */
export function totalCost(bidCents: Cents, rule: MembershipRule): TotalCost {
  const buyerFee = buyerFeeCents(bidCents, rule);
  const otherFeesCents = sum(OTHER_FEES.map((fee) => fee.cents));
  return {
    membershipCode: rule.code,
    bidCents,
    buyerFeeCents: buyerFee,
    documentationFeeCents: DOCUMENTATION_FEE_CENTS,
    otherFees: OTHER_FEES.map((fee) => ({ ...fee })),
    otherFeesCents,
    totalCents: sum([bidCents, buyerFee, DOCUMENTATION_FEE_CENTS, otherFeesCents]),
  };
}

/** The next tier up the Guest < Starter < Premium < Vip ladder; none for Vip and for Business, which stands beside it. */
export function nextTierUp(code: MembershipCode): MembershipRule | null {
  if (code === 'business') return null;
  const rank = MEMBERSHIPS.find((m) => m.code === code)?.rank ?? Infinity;
  return MEMBERSHIPS.find((m) => m.code !== 'business' && m.rank === rank + 1) ?? null;
}
