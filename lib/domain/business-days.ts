/** Working-day arithmetic (SPEC §9): weekends are skipped, holidays are not known. */

const DAY_MS = 86_400_000;

/** True when the date falls on Monday to Friday in UTC; false for an invalid date. */
export function isBusinessDay(date: Date): boolean {
  const weekday = date.getUTCDay();
  return weekday >= 1 && weekday <= 5;
}

/**
 * Moves `days` business days forward (backward when negative) in UTC calendar days, keeping
 * the time of day. 0 returns a copy of the same instant, even on a weekend. From a Saturday or
 * Sunday the first business day reached counts as the first step: Saturday + 1 is Monday and
 * Saturday - 1 is Friday. Throws a RangeError for an invalid date or a non-integer `days`.
 */
export function addBusinessDays(date: Date, days: number): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  if (!Number.isSafeInteger(days)) throw new RangeError(`Business days must be an integer: ${days}`);
  const step = days < 0 ? -1 : 1;
  let remaining = Math.abs(days);
  let time = date.getTime();
  const moveOne = (): void => {
    do time += step * DAY_MS;
    while (!isBusinessDay(new Date(time)));
    remaining--;
  };
  // Land on a business day first; from there every 5 business days are exactly one week.
  if (remaining > 0 && !isBusinessDay(date)) moveOne();
  time += Math.trunc(remaining / 5) * 7 * step * DAY_MS;
  remaining %= 5;
  while (remaining > 0) moveOne();
  return new Date(time);
}
