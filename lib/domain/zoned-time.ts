/**
 * Wall-clock times in an IANA time zone, without a library: a sale starts at 10:00 in its branch's zone.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of `instant` in `timeZone` (year, month, day, hour, minute, second as strings). */
function zonedParts(instant: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
}

/** The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD`: "today" at a branch is its own day. */
export function zonedDay(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** Whether two instants fall on the same calendar day in `timeZone`. */
export function sameZonedDay(a: Date, b: Date, timeZone: string): boolean {
  return zonedDay(a, timeZone) === zonedDay(b, timeZone);
}

/** The zone's offset from UTC at an instant, in minutes (e.g. -300 for New York in winter). */
export function timeZoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone (month 1-12). Non-existent DST times move forward. */
export function zonedTimeToUtc(
  date: { year: number; month: number; day: number; hour: number; minute: number },
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, date.hour, date.minute);
  const first = guess - timeZoneOffsetMinutes(new Date(guess), timeZone) * 60_000;
  const second = guess - timeZoneOffsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}
