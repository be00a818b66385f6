/** Numeric form input parsing (SPEC §5: keep only digits and dots). */

/** Keeps only ASCII digits and dots, e.g. "$1,234.50" -> "1234.50". */
export function parseNumericInput(input: string): string {
  return input.replace(/[^0-9.]+/g, '');
}

/**
 * Whole cents from a dollar amount typed by the user, built from the string parts (no floating
 * point). Everything but digits and dots is dropped first (so "$1,234.5" -> 123450 and a minus
 * sign is ignored); then at most one dot and at most 2 decimals are allowed. Null when nothing
 * numeric remains, on a second dot, on a third decimal or beyond the safe-integer range.
 */
export function parseDollarsToCents(input: string): number | null {
  const match = /^([0-9]*)(?:\.([0-9]{0,2}))?$/.exec(parseNumericInput(input));
  if (match === null) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const cents = Number((whole || '0') + fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
