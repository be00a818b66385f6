import { incrementAt, isOnIncrement, roundUpToIncrement } from '@/lib/domain/bid-increments';
import { MAX_BID_CENTS, type MembershipRule } from '@/lib/domain/business-rules';
import { cents as toCents, isWholeDollars, type Cents } from '@/lib/domain/money';
import { parseDollarsToCents } from '@/lib/domain/numeric-input';
import { totalCost } from '@/lib/domain/total-cost';
import type { BidProblemKey } from './bid-box-labels';

/** A problem with a bid, with the typed amount when its message names a step or a suggestion. */
export interface BidProblem {
  key: BidProblemKey;
  /** The amount the problem is about (cents), for `notOnIncrement`'s step and suggestion. */
  cents?: Cents;
}

/**
 * Whole-dollar cents from what was typed ("$1,050" -> 105000), or null when it is not a positive whole amount: the
 * bid box's one conversion of the typed text; the amount stays `Cents` from here to the request's codec.
 */
export function typedCents(text: string): Cents | null {
  const parsed = parseDollarsToCents(text);
  if (parsed === null || parsed <= 0) return null;
  const cents = toCents(parsed);
  return isWholeDollars(cents) ? cents : null;
}

/** The step and the nearest amount on the grid at or above `cents`, for the off-increment message. */
export function incrementHint(cents: Cents): { step: Cents; suggestion: Cents } {
  return { step: incrementAt(cents), suggestion: roundUpToIncrement(cents) };
}

/**
 * What the bid box checks before sending a maximum (the server checks the same again): present, a whole number of
 * dollars, not over the $1,000,000 guard, at least the minimum bid, above the member's own leading maximum, on the
 * increment grid, and what winning at it would cost with the fees of the member's tier (`rule`) within the available
 * buying power, as the server counts it. Null when it may be sent.
 */
export function checkMaxBid(
  text: string,
  lot: {
    minimumCents: Cents;
    availableCents: Cents | null;
    leadingMaxCents: Cents | null;
    rule: MembershipRule;
  },
): BidProblem | null {
  if (text.trim() === '') return { key: 'required' };
  const cents = typedCents(text);
  if (cents === null) return { key: 'invalid' };
  if (cents > MAX_BID_CENTS) return { key: 'tooHigh' };
  if (lot.leadingMaxCents !== null && cents <= lot.leadingMaxCents) return { key: 'maxNotRaised' };
  if (cents < lot.minimumCents) return { key: 'belowMinimum' };
  if (!isOnIncrement(cents)) return { key: 'notOnIncrement', cents };
  if (lot.availableCents !== null && totalCost(cents, lot.rule).totalCents > lot.availableCents) {
    return { key: 'overBuyingPower' };
  }
  return null;
}
