/** Clean-up of the header search text before it is sent as the search query (SPEC §5). */
import { stripUnsafeText } from '@/lib/domain/safe-text';
import { isValidVin, normalizeVin } from './vin';
import { yearOptions } from './years';

/**
 * Four ASCII digits not touching another letter, digit or underscore (Unicode-aware, so
 * "Тойота2015" keeps its digits glued while "civic 2015-2018" yields both years).
 */
const FOUR_DIGITS = /(?<![\p{L}\p{N}_])[0-9]{4}(?![\p{L}\p{N}_])/gu;

/**
 * Text any search can carry, by the one text rule (lib/schemas/safe-text): control characters (NUL and the like:
 * PostgreSQL refuses NUL in text) become spaces and an unpaired surrogate (which cannot be encoded in a URL or sent as
 * UTF-8) is dropped; every other character (quotes, %, +, /, emoji, right-to-left text) stays.
 */
export function searchableText(text: string): string {
  return stripUnsafeText(text);
}

/** The VIN in the text (whitespace removed, upper-cased) when the text is one; otherwise null. */
function asVin(text: string): string | null {
  const vin = normalizeVin(text);
  return isValidVin(vin) ? vin : null;
}

/**
 * The query to send: a VIN (case-insensitive, spaces allowed) comes back without spaces and
 * upper-cased; otherwise every standalone four-digit number found in `years` is removed and
 * whitespace is collapsed and trimmed. Control characters count as whitespace (searchableText).
 */
export function normalizeSearchText(raw: string, years: readonly number[] = yearOptions()): string {
  const text = searchableText(raw);
  const vin = asVin(text);
  if (vin !== null) return vin;
  const known = new Set(years);
  return text
    .replace(FOUR_DIGITS, (digits) => (known.has(Number(digits)) ? ' ' : digits))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The years `normalizeSearchText` removes from the text, in order of first appearance without
 * duplicates; empty when the text is a VIN.
 */
export function extractYears(text: string, years: readonly number[] = yearOptions()): number[] {
  if (asVin(text) !== null) return [];
  const known = new Set(years);
  const found: number[] = [];
  for (const match of text.matchAll(FOUR_DIGITS)) {
    const year = Number(match[0]);
    if (known.has(year) && !found.includes(year)) found.push(year);
  }
  return found;
}
