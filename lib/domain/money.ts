/**
 * Money inside the house: a branded integer number of US cents (ARCHITECTURE "Money"). The API speaks whole dollars;
 * the zod codecs of lib/schemas/money.ts turn them into `Cents` and back, and nothing else converts units: a plain
 * number (dollars, a count) is not `Cents` until a constructor here has checked it.
 */
export type Cents = number & { readonly __brand: 'Cents' };

const CENTS_PER_DOLLAR = 100;
const BASIS_POINTS = 10_000;

/** The most whole dollars whose cents are still a safe integer. */
export const MAX_WHOLE_DOLLARS = Math.floor(Number.MAX_SAFE_INTEGER / CENTS_PER_DOLLAR);

/** True for a safe integer: a number that may be used as `Cents`. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** `n` cents; throws a RangeError unless `n` is a safe integer (a fraction of a cent is a bug, never rounded away). */
export function cents(n: number): Cents {
  if (!isCents(n)) throw new RangeError(`not a whole number of cents: ${n}`);
  return n;
}

export const ZERO_CENTS = cents(0);

/** The cents of a whole number of dollars; throws a RangeError for a fraction of a dollar or past the safe range. */
export function centsFromDollars(wholeDollars: number): Cents {
  if (!Number.isSafeInteger(wholeDollars))
    throw new RangeError(`not a whole number of dollars: ${wholeDollars}`);
  return cents(wholeDollars * CENTS_PER_DOLLAR);
}

/** True when `c` is a whole number of dollars. */
export function isWholeDollars(c: Cents): boolean {
  return c % CENTS_PER_DOLLAR === 0;
}

/**
 * Whole dollars for the wire: exact for whole-dollar amounts; any other amount rounds to the nearest dollar, halves up
 * (as the API always answered: `Math.round(cents / 100)`). Only the wire calls it: the codecs of lib/schemas/money.ts
 * and the schema.org offer of lot-json-ld.ts.
 */
export function dollarsOf(c: Cents): number {
  const dollars = Math.round(c / CENTS_PER_DOLLAR);
  return dollars === 0 ? 0 : dollars;
}

/**
 * Whole dollars for the wire, rounded down: the whole dollars an amount reaches (buying power has always been answered
 * as `Math.floor(cents / 100)`, so a member is never shown more than they have). Only the codecs call it.
 */
export function dollarsDownOf(c: Cents): number {
  const dollars = Math.floor(c / CENTS_PER_DOLLAR);
  return dollars === 0 ? 0 : dollars;
}

/** Dollars with two decimals as a string ("123.45"): the amount a payment gateway's API takes (PayPal). */
export function decimalDollarsOf(c: Cents): string {
  return (c / CENTS_PER_DOLLAR).toFixed(2);
}

/**
 * The amount as a number of dollars for display only (formatUsd): `decimals` 0 rounds to a whole dollar, halves away
 * from zero (150 -> 2, -150 -> -2); 2 keeps the cents (a stray fraction of a cent rounds the same way first). Never -0.
 */
export function displayDollars(c: Cents, decimals: 0 | 2): number {
  const wholeCents = roundHalfAway(c, 1);
  const dollars =
    decimals === 0 ? roundHalfAway(wholeCents, CENTS_PER_DOLLAR) : wholeCents / CENTS_PER_DOLLAR;
  return dollars === 0 ? 0 : dollars;
}

function roundHalfAway(value: number, divisor: number): number {
  return Math.sign(value) * Math.floor((Math.abs(value) + divisor / 2) / divisor);
}

export function add(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtract(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function negate(a: Cents): Cents {
  return cents(a === 0 ? 0 : -a);
}

/** `amount` times a whole number `factor` (buying power is BUYING_POWER_MULTIPLIER times the deposits held). */
export function times(amount: Cents, factor: number): Cents {
  if (!Number.isSafeInteger(factor)) throw new RangeError(`not a whole factor: ${factor}`);
  return cents(amount * factor);
}

/**
 * An amount worked out in cents that may carry a fraction (an interpolated quartile of sale prices), rounded to the
 * nearest whole dollar, halves up: the one place such a figure becomes `Cents`.
 */
export function nearestDollar(amount: number): Cents {
  return centsFromDollars(Math.round(amount / CENTS_PER_DOLLAR));
}

/** `c` rounded up to a whole dollar ($950.95 -> $951): an estimate that is never below its own figures. */
export function roundUpToDollar(c: Cents): Cents {
  return cents(Math.ceil(c / CENTS_PER_DOLLAR) * CENTS_PER_DOLLAR);
}

export function sum(amounts: Iterable<Cents>): Cents {
  let total = ZERO_CENTS;
  for (const amount of amounts) total = add(total, amount);
  return total;
}

/** Negative, zero or positive as `a` is below, equal to or above `b` (a sort comparator). */
export function compare(a: Cents, b: Cents): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function max(first: Cents, ...rest: Cents[]): Cents {
  return rest.reduce((m, c) => (c > m ? c : m), first);
}

export function min(first: Cents, ...rest: Cents[]): Cents {
  return rest.reduce((m, c) => (c < m ? c : m), first);
}

/**
 * `amount` times a rate of `basisPoints` (1% = 100), rounded UP to a whole dollar: the buyer fee's share (ARCHITECTURE
 * "Buyer fee by membership"). The rate must be a whole number of basis points; exact while amount x basisPoints stays
 * a safe integer (any bid up to MAX_BID_CENTS at any rate up to 100%).
 */
export function shareRoundedUpToDollar(amount: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(basisPoints))
    throw new RangeError(`not a whole number of basis points: ${basisPoints}`);
  const divisor = BASIS_POINTS * CENTS_PER_DOLLAR;
  return centsFromDollars(Math.ceil((amount * basisPoints) / divisor));
}
