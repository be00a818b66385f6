import { roundUpToIncrement } from './bid-increments';
import { max, min, type Cents } from './money';

/**
 * What a lot tells of its reserve (issue 26 §4): that it has none, or whether the bidding has met it. The amount
 * itself is never told; only these three words leave the server.
 */
export type ReserveState = 'none' | 'not-met' | 'met';
export const RESERVE_STATES = ['none', 'not-met', 'met'] as const satisfies readonly ReserveState[];

/** The reserve's state at a price: met once the current bid reaches it. */
export function reserveState(currentBidCents: Cents, reserveCents: Cents | null): ReserveState {
  if (reserveCents === null) return 'none';
  return currentBidCents >= reserveCents ? 'met' : 'not-met';
}

/**
 * The price after a bid, with the reserve rule (README "Business rules"): when the leader's maximum reaches the
 * reserve, the price rises to the reserve at once (to the first step of the increment grid at or above it, never
 * above the leader's maximum), as if the proxy had bid up to it. Without the rule, a maximum above the reserve would
 * leave the price below it, and the sale would end "on approval" though its leader was willing to pay the reserve.
 */
export function priceWithReserve(
  priceCents: Cents,
  leaderMaxCents: Cents | null,
  reserveCents: Cents | null,
): Cents {
  if (reserveCents === null || leaderMaxCents === null || leaderMaxCents < reserveCents) return priceCents;
  return max(priceCents, min(leaderMaxCents, roundUpToIncrement(reserveCents)));
}
