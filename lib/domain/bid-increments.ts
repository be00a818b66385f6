import { BID_INCREMENTS, MAX_BID_CENTS, OPENING_BID_CENTS } from './business-rules';
import { add, cents, type Cents } from './money';

/** The step bids move in at `priceCents` (the band that holds the price). */
export function incrementAt(priceCents: Cents): Cents {
  let step = BID_INCREMENTS[0]!.stepCents;
  for (const band of BID_INCREMENTS) {
    if (priceCents >= band.fromCents) step = band.stepCents;
  }
  return step;
}

/** The lowest maximum a new bidder may set: the opening bid on a lot without bids, else one step above the price. */
export function nextMinimumBid(currentBidCents: Cents, bidCount: number): Cents {
  return bidCount === 0 ? OPENING_BID_CENTS : add(currentBidCents, incrementAt(currentBidCents));
}

/** Whether `amountCents` lies on the increment grid of its own band ($25s below $1,000, $50s to $5,000...). */
export function isOnIncrement(amountCents: Cents): boolean {
  return (
    Number.isSafeInteger(amountCents) &&
    amountCents > 0 &&
    amountCents <= MAX_BID_CENTS &&
    amountCents % incrementAt(amountCents) === 0
  );
}

/** The nearest amount on the grid at or above `amountCents` (what a bid box suggests for a typed amount). */
export function roundUpToIncrement(amountCents: Cents): Cents {
  if (amountCents <= OPENING_BID_CENTS) return OPENING_BID_CENTS;
  const step = incrementAt(amountCents);
  // Band starts are multiples of the next band's step, so rounding up within a band stays on the grid.
  return cents(Math.ceil(amountCents / step) * step);
}
