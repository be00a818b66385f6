/** The text query of a search (`q`), normalised as SPEC §5 says, for the search pages and lots/search alike. */
import { extractYears, normalizeSearchText } from './search-text';
import { parseStockNumber } from './stock-number';
import { yearOptions } from './years';

export interface NormalizedQuery {
  /** The text to match: a VIN without spaces, a stock number's 8 digits, or the text without its years. */
  q: string;
  /** The years taken out of the text, as a range (null when there were none). */
  yearFrom: number | null;
  yearTo: number | null;
}

/**
 * SPEC §5: a stock number (8 digits; spaces, # and | ignored) is its digits; a VIN loses its spaces; otherwise every
 * standalone four-digit number of the year list leaves the text and the years found become a year range.
 */
export function normalizeQuery(text: string, years: readonly number[] = yearOptions()): NormalizedQuery {
  const stock = parseStockNumber(text);
  if (stock !== null) return { q: stock, yearFrom: null, yearTo: null };
  const found = extractYears(text, years);
  return {
    q: normalizeSearchText(text, years),
    yearFrom: found.length ? Math.min(...found) : null,
    yearTo: found.length ? Math.max(...found) : null,
  };
}
