import { incrementAt } from './bid-increments';
import { BID_INCREMENTS, MAX_BID_CENTS, OPENING_BID_CENTS, type MembershipRule } from './business-rules';
import { add, cents, ZERO_CENTS, type Cents } from './money';
import { totalCost, type TotalCost } from './total-cost';

/** What a maximum costs all in: the total cost of winning at it, plus the shipping estimate when one was chosen. */
export interface AllInCost {
  cost: TotalCost;
  shippingCents: Cents;
  /** cost.totalCents + shippingCents. */
  allInCents: Cents;
}

export function allInCost(
  bidCents: Cents,
  rule: MembershipRule,
  shippingCents: Cents = ZERO_CENTS,
): AllInCost {
  const cost = totalCost(bidCents, rule);
  return { cost, shippingCents, allInCents: add(cost.totalCents, shippingCents) };
}

/** The bands of the increment grid as [first, last] bids on them, highest first. */
function bandsHighestFirst(): { first: Cents; last: Cents; step: Cents }[] {
  return BID_INCREMENTS.map((band, i) => {
    const end = BID_INCREMENTS[i + 1]?.fromCents ?? cents(MAX_BID_CENTS + band.stepCents);
    const first = band.fromCents < OPENING_BID_CENTS ? OPENING_BID_CENTS : band.fromCents;
    return { first, last: cents(end - band.stepCents), step: band.stepCents };
  }).reverse();
}

/**
 * "My total, fees and shipping included, is at most X" (issue 26 §1): the largest maximum bid on the increment grid
 * (at most MAX_BID_CENTS) whose all-in cost at `rule`'s fees, plus `shippingCents`, stays within `totalCents`; null when
 * not even the opening bid fits. The cost rises with the bid, so each band of the grid is searched by halves.
 */
export function maxBidForTotal(
  totalCents: Cents,
  rule: MembershipRule,
  shippingCents: Cents = ZERO_CENTS,
): AllInCost | null {
  const fits = (bid: Cents) => allInCost(bid, rule, shippingCents).allInCents <= totalCents;
  for (const band of bandsHighestFirst()) {
    if (!fits(band.first)) continue;
    let low = 0;
    let high = (band.last - band.first) / band.step;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (fits(cents(band.first + middle * band.step))) low = middle;
      else high = middle - 1;
    }
    return allInCost(cents(band.first + low * band.step), rule, shippingCents);
  }
  return null;
}

/** The grid step after `bidCents` (null past MAX_BID_CENTS): what "one step more" would have cost. */
export function nextGridStep(bidCents: Cents): Cents | null {
  const next = add(bidCents, incrementAt(bidCents));
  return next > MAX_BID_CENTS ? null : next;
}
