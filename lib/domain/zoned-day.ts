/** Calendar days in an IANA time zone: "today" at a branch is its own day, not the server's. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `instant` in `timeZone`, as `YYYY-MM-DD`. */
export function zonedDay(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** Whether two instants fall on the same calendar day in `timeZone`. */
export function sameZonedDay(a: Date, b: Date, timeZone: string): boolean {
  return zonedDay(a, timeZone) === zonedDay(b, timeZone);
}
