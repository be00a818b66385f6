/** Stock number recognition in the search text (SPEC §5). */

/**
 * The 8 digits of a stock number, ignoring whitespace, `#` and `|`; null when what remains is
 * not exactly 8 ASCII digits.
 */
export function parseStockNumber(input: string): string | null {
  const rest = input.replace(/[\s#|]+/g, '');
  return /^[0-9]{8}$/.test(rest) ? rest : null;
}
