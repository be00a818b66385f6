const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the branch's wall clock with its zone's short name: `Tue, Mar 5, 2031, 10:00 AM CST`. */
export function saleTimeText(iso: string, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** The time of day of an instant on the branch's wall clock with its zone: `10:00 AM CST`. */
export function saleClockText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A calendar day (`YYYY-MM-DD`) in words: `Tuesday, March 5, 2031`. */
export function dayText(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
