import { incrementAt } from '@/lib/domain/bid-increments';
import { OPENING_BID_CENTS } from '@/lib/domain/business-rules';
import { add, ZERO_CENTS } from '@/lib/domain/money';

/** An acknowledged pre-bid, in the order the lot accepted it. */
export interface ReferenceBid {
  memberId: string;
  maxCents: number;
}

/**
 * A second model of a proxy auction on pre-bids, written apart from lib/domain/proxy-auction so the two can check each
 * other. It plays the bidding war out one increment at a time, as people at a rail would: after each new maximum, the
 * strongest member still in bids the next step while their maximum allows; the leader holds while theirs allows. A
 * member who can only match the price drops out (the leader then stands one step above them), and equal maximums go
 * to the one placed earlier. A new maximum brings its member back in.
 */
export function referenceOutcome(bids: readonly ReferenceBid[]): {
  highBidderId: string | null;
  priceCents: number;
} {
  const maxima = new Map<string, { maxCents: number; order: number }>();
  const out = new Set<string>();
  let leader: string | null = null;
  let price = ZERO_CENTS;

  const strongestChallenger = () =>
    [...maxima.entries()]
      .filter(([id]) => id !== leader && !out.has(id))
      .sort(([, a], [, b]) => b.maxCents - a.maxCents || a.order - b.order)[0];

  bids.forEach(({ memberId, maxCents }, order) => {
    maxima.set(memberId, { maxCents, order });
    out.delete(memberId);
    if (leader === null) {
      leader = memberId;
      price = OPENING_BID_CENTS;
      return;
    }
    for (let challenger = strongestChallenger(); challenger; challenger = strongestChallenger()) {
      const [id, max] = challenger;
      const held = maxima.get(leader)!;
      if (max.maxCents < price) {
        out.add(id);
      } else if (max.maxCents === price) {
        if (held.maxCents > price) {
          price = add(price, incrementAt(price));
          out.add(id);
        } else if (max.order < held.order) {
          out.add(leader);
          leader = id;
        } else {
          out.add(id);
        }
      } else {
        price = add(price, incrementAt(price));
        if (held.maxCents < price || (held.maxCents === price && max.order < held.order)) {
          out.add(leader);
          leader = id;
        }
      }
    }
  });
  return { highBidderId: leader, priceCents: price };
}
