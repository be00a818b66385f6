import { incrementAt, isOnIncrement, nextMinimumBid } from './bid-increments';
import { add, min, ZERO_CENTS, type Cents } from './money';
import { priceWithReserve } from './reserve';

/** What a lot's bidding needs to know to take the next bid: its price, its leader and the leader's maximum. */
export interface LotBidState {
  currentBidCents: Cents;
  bidCount: number;
  highBidderId: string | null;
  /** The leader's maximum (null without a leader). */
  leaderMaxCents: Cents | null;
  /** Whether the leader's maximum came as a live bid (a live bid beats a pre-bid of the same amount, not another live one). */
  leaderMaxLive: boolean;
}

export interface IncomingBid {
  memberId: string;
  maxCents: Cents;
  /** A bid made while the lot is on the block; otherwise a pre-bid. */
  live: boolean;
}

export type BidRefusal = 'not_on_increment' | 'below_minimum' | 'max_not_raised';

export type BidDecision =
  | { accepted: false; reason: BidRefusal; minimumBidCents: Cents }
  | { accepted: true; state: LotBidState; leading: boolean; minimumBidCents: Cents };

/** The lot's state before its first bid. */
export const NO_BIDS: LotBidState = {
  currentBidCents: ZERO_CENTS,
  bidCount: 0,
  highBidderId: null,
  leaderMaxCents: null,
  leaderMaxLive: false,
};

/**
 * Proxy bidding (ARCHITECTURE business rules): the system bids for the leader one increment above the next-best
 * maximum, never above the leader's own maximum. Ties go to the earlier maximum, except that a live bid beats a pre-bid
 * of the same amount. The leader may only raise their maximum, which leaves the price where it is. A lot with a reserve
 * (`reserveCents`) adds one rule: once the leader's maximum reaches the reserve, the price rises to it (lib/domain/
 * reserve.ts). Pure: the bid service applies the new state inside the transaction that locks the lot.
 */
export function applyBid(
  state: LotBidState,
  bid: IncomingBid,
  reserveCents: Cents | null = null,
): BidDecision {
  const decision = applyProxyBid(state, bid);
  if (!decision.accepted) return decision;
  const price = priceWithReserve(decision.state.currentBidCents, decision.state.leaderMaxCents, reserveCents);
  if (price === decision.state.currentBidCents) return decision;
  const next = { ...decision.state, currentBidCents: price };
  return { ...decision, state: next, minimumBidCents: minimumOf(next) };
}

function applyProxyBid(state: LotBidState, bid: IncomingBid): BidDecision {
  const minimumBidCents = nextMinimumBid(state.currentBidCents, state.bidCount);
  if (!isOnIncrement(bid.maxCents)) return { accepted: false, reason: 'not_on_increment', minimumBidCents };
  const bidCount = state.bidCount + 1;

  if (state.highBidderId === bid.memberId && state.leaderMaxCents !== null) {
    if (bid.maxCents <= state.leaderMaxCents)
      return { accepted: false, reason: 'max_not_raised', minimumBidCents };
    const next = { ...state, bidCount, leaderMaxCents: bid.maxCents, leaderMaxLive: bid.live };
    return { accepted: true, state: next, leading: true, minimumBidCents: minimumOf(next) };
  }
  if (bid.maxCents < minimumBidCents) return { accepted: false, reason: 'below_minimum', minimumBidCents };

  if (state.highBidderId === null || state.leaderMaxCents === null) {
    const next: LotBidState = {
      currentBidCents: minimumBidCents,
      bidCount,
      highBidderId: bid.memberId,
      leaderMaxCents: bid.maxCents,
      leaderMaxLive: bid.live,
    };
    return { accepted: true, state: next, leading: true, minimumBidCents: minimumOf(next) };
  }

  const leaderMax = state.leaderMaxCents;
  const challengerWins =
    bid.maxCents > leaderMax || (bid.maxCents === leaderMax && bid.live && !state.leaderMaxLive);
  const next: LotBidState = challengerWins
    ? {
        currentBidCents: min(bid.maxCents, add(leaderMax, incrementAt(leaderMax))),
        bidCount,
        highBidderId: bid.memberId,
        leaderMaxCents: bid.maxCents,
        leaderMaxLive: bid.live,
      }
    : { ...state, bidCount, currentBidCents: min(leaderMax, add(bid.maxCents, incrementAt(bid.maxCents))) };
  return { accepted: true, state: next, leading: challengerWins, minimumBidCents: minimumOf(next) };
}

function minimumOf(state: LotBidState): Cents {
  return nextMinimumBid(state.currentBidCents, state.bidCount);
}
