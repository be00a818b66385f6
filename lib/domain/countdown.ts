/**
 * The countdown to a sale, counted on the server's clock: the page carries the server's time when it was rendered, the
 * browser measures how far its own clock is off from it once, and counts from there (a wrong clock on the visitor's
 * machine does not move the sale).
 */

export interface CountdownParts {
  /** Milliseconds left, never below 0. */
  totalMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left until `targetMs` at `nowMs`, whole seconds rounded up (so 0 shows only when the time has come). */
export function countdownParts(targetMs: number, nowMs: number): CountdownParts {
  const totalMs = Math.max(0, targetMs - nowMs);
  let rest = Math.ceil(totalMs / 1000);
  const days = Math.floor(rest / 86_400);
  rest -= days * 86_400;
  const hours = Math.floor(rest / 3_600);
  rest -= hours * 3_600;
  const minutes = Math.floor(rest / 60);
  return { totalMs, days, hours, minutes, seconds: rest - minutes * 60 };
}

/** hh:mm:ss with two digits each (hours too). */
export function clockText(parts: Pick<CountdownParts, 'hours' | 'minutes' | 'seconds'>): string {
  return [parts.hours, parts.minutes, parts.seconds].map((n) => String(n).padStart(2, '0')).join(':');
}
