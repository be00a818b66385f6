import * as z from 'zod/mini';
import {
  cents,
  centsFromDollars,
  dollarsDownOf,
  dollarsOf,
  isCents,
  MAX_WHOLE_DOLLARS,
  type Cents,
} from '@/lib/domain/money';

/**
 * Money on the wire (ARCHITECTURE "Money"): whole US dollars in JSON (SPEC §9 shows USD without decimals), `Cents`
 * inside. These codecs are the one place where units change: parsing (decoding) a body turns dollars into `Cents`,
 * `z.encode` turns an answer's `Cents` back into dollars, the same codec on the server and in the browser.
 */

/** The largest amount the wire carries: its cents stay a safe integer. */
export const MAX_WIRE_DOLLARS = MAX_WHOLE_DOLLARS;

const centsInside = z.custom<Cents>(isCents, 'amountInvalid');

export interface WireDollarsOptions {
  /** Smallest accepted amount, whole dollars (default 0: amounts are never negative on the wire). */
  min?: number;
  /** Largest accepted amount, whole dollars (default MAX_WIRE_DOLLARS). */
  max?: number;
  /** The message (an i18n key) for a value that is not a whole number of dollars, or is below `min`. */
  invalid?: string;
  /** The message for a value above `max` (default `invalid`). */
  tooHigh?: string;
  /** The message for a whole, non-negative value below `min` (default `invalid`: a negative value always gets it). */
  belowMin?: string;
  /** How an answer's amount that is not whole dollars is rounded: to the nearest dollar (default) or down. */
  round?: 'nearest' | 'down';
}

/**
 * Whole, bounded, non-negative dollars on the wire <-> `Cents` inside. Decoding refuses fractions, negatives and
 * non-numbers with `invalid`; encoding gives whole dollars (exact for whole-dollar cents; any other amount rounds to
 * the nearest dollar, as the API always answered, or down with `round: 'down'`) and refuses an answer outside the
 * bounds.
 */
export function dollarsCodec({
  min = 0,
  max = MAX_WIRE_DOLLARS,
  invalid = 'amountInvalid',
  tooHigh = invalid,
  belowMin,
  round = 'nearest',
}: WireDollarsOptions = {}) {
  const lowest = belowMin === undefined ? [z.gte(min, invalid)] : [z.gte(0, invalid), z.gte(min, belowMin)];
  return z.codec(z.int(invalid).check(...lowest, z.lte(max, tooHigh)), centsInside, {
    decode: (dollars) => centsFromDollars(dollars),
    encode: (amount) => (round === 'down' ? dollarsDownOf(amount) : dollarsOf(amount)),
  });
}

/** Any non-negative amount of whole dollars. */
export const wireDollars = dollarsCodec();

/** Like wireDollars, but an answer is rounded down to the whole dollars it reaches (buying power). */
export const wireDollarsDown = dollarsCodec({ round: 'down' });

/**
 * Integer cents on the wire <-> `Cents` inside, for the answers that have always carried cents (the `...Cents` fields:
 * the transaction lists, a tier's `priceCents`, member/me's `amountCents`). Signed: ledger rows and sums keep theirs.
 */
export const wireCents = z.codec(z.int('amountInvalid'), centsInside, {
  decode: (amount) => cents(amount),
  encode: (amount) => amount,
});
