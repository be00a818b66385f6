/** Display formatting of money and counts (SPEC §2 header, §9 currency format). */
import { displayDollars, type Cents } from './money';

export interface UsdFormatOptions {
  decimals?: 0 | 2;
  locale?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * Formats with `locale`, falling back to en-US when the tag is not a valid locale. Formatters are kept per locale and
 * options: making one costs far more than formatting with it.
 */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat('en-US', options);
    }
    formats.set(key, format);
  }
  return format;
}

/** Integer division rounding halves away from zero ("half-up" on the magnitude); never -0. */
function roundDiv(value: number, divisor: number): number {
  const rounded = Math.sign(value) * Math.floor((Math.abs(value) + divisor / 2) / divisor);
  return rounded === 0 ? 0 : rounded;
}

/**
 * US dollars from integer cents: 0 decimals by default (123456 -> "$1,235"), en-US by default.
 * Halves round away from zero (150 -> "$2", -150 -> "-$2"); fractional cents are rounded to
 * whole cents first. An unknown locale falls back to en-US; a non-finite amount gives "".
 */
export function formatUsd(cents: Cents, options: UsdFormatOptions = {}): string {
  if (!Number.isFinite(cents)) return '';
  const decimals = options.decimals ?? 0;
  const amount = displayDollars(cents, decimals);
  return numberFormat(options.locale ?? 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

/** A count with en-US grouping ("12,345"), rounded to a whole number; "" when not finite. */
export function formatCount(n: number): string {
  if (!Number.isFinite(n)) return '';
  return numberFormat('en-US', { maximumFractionDigits: 0 }).format(roundDiv(n, 1));
}

/** Notification badge: "" for 0 or less or a non-finite count, the count up to 9, "9+" above 9. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count)) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > 9 ? '9+' : String(whole);
}
