import { add, max, min, subtract, ZERO_CENTS, type Cents } from './money';

/** A wire payment as it stands: what it asks for, what received wires have paid of it, and whether it is open. */
export interface WireStanding {
  amountCents: Cents;
  /** The sum of what received wires applied to it (never more than `amountCents`). */
  appliedCents: Cents;
  /** It still waits for money (pending or partly paid); a paid, canceled or refunded payment takes none. */
  open: boolean;
}

export interface WireSplit {
  /** What of the incoming wire pays the payment. */
  appliedCents: Cents;
  /** The rest: credited to the member as a held deposit (refundable like any deposit). */
  creditCents: Cents;
  /** What the payment still lacks after this wire. */
  outstandingCents: Cents;
  /** This wire completes the payment: its purpose takes effect now (the deposit counts, the lots are paid). */
  settles: boolean;
}

/** What an open payment still lacks; nothing for a closed one. */
export function outstandingOf(standing: WireStanding): Cents {
  return standing.open ? max(ZERO_CENTS, subtract(standing.amountCents, standing.appliedCents)) : ZERO_CENTS;
}

/**
 * How an incoming wire of `incomingCents` is applied (README "Wire transfers"): to the payment up to what it still
 * lacks, the excess (an over-payment, or any money for a payment that no longer waits) to the member as a credit.
 * A partial wire leaves the payment partly paid with the rest outstanding; the wire that completes it settles it.
 */
export function splitWire(standing: WireStanding, incomingCents: Cents): WireSplit {
  const lacking = outstandingOf(standing);
  const appliedCents = min(incomingCents, lacking);
  return {
    appliedCents,
    creditCents: subtract(incomingCents, appliedCents),
    outstandingCents: subtract(lacking, appliedCents),
    settles:
      standing.open && appliedCents > 0 && add(standing.appliedCents, appliedCents) >= standing.amountCents,
  };
}
