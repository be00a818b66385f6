/** Year list of the search filters and search-text clean-up (SPEC §9: lower bound 1920). */

/** Oldest year offered. */
export const MIN_YEAR = 1920;

/**
 * Years from next year (UTC year of `now` + 1) down to MIN_YEAR inclusive, newest first.
 * An invalid date gives an empty list.
 */
export function yearOptions(now: Date = new Date()): number[] {
  const newest = now.getUTCFullYear() + 1;
  if (!Number.isFinite(newest)) return [];
  const years: number[] = [];
  for (let year = newest; year >= MIN_YEAR; year--) years.push(year);
  return years;
}
