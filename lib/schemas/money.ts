import * as z from 'zod/mini';
import { centsFromDollars, dollarsOf, isCents, MAX_WHOLE_DOLLARS, type Cents } from '@/lib/domain/money';

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
}

/**
 * Whole, bounded, non-negative dollars on the wire <-> `Cents` inside. Decoding refuses fractions, negatives and
 * non-numbers with `invalid`; encoding gives whole dollars (exact for whole-dollar cents; any other amount rounds to
 * the nearest dollar, as the API always answered) and refuses an answer outside the bounds.
 */
export function dollarsCodec({
  min = 0,
  max = MAX_WIRE_DOLLARS,
  invalid = 'amountInvalid',
  tooHigh = invalid,
}: WireDollarsOptions = {}) {
  return z.codec(z.int(invalid).check(z.gte(min, invalid), z.lte(max, tooHigh)), centsInside, {
    decode: (dollars) => centsFromDollars(dollars),
    encode: (amount) => dollarsOf(amount),
  });
}

/** Any non-negative amount of whole dollars. */
export const wireDollars = dollarsCodec();
