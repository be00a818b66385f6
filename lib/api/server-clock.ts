/** Half of the `Date` header's one-second step: the server's clock lies somewhere in that second. */
const HALF_SECOND_MS = 500;

let measured: Promise<number> | null = null;

/**
 * How far the server's clock is ahead of this browser's (ms; negative when behind), measured once per page load from
 * the `Date` header of `HEAD /healthz` at the middle of the round trip. Pages are cached, so the time they were
 * rendered says nothing of now; a countdown counts on the server's clock, whatever the visitor's machine says. 0 when
 * the server cannot be asked.
 */
export function serverClockOffset(): Promise<number> {
  measured ??= (async () => {
    const sent = Date.now();
    const response = await fetch('/healthz', { method: 'HEAD', cache: 'no-store' });
    const received = Date.now();
    const date = Date.parse(response.headers.get('date') ?? '');
    return Number.isFinite(date) ? date + HALF_SECOND_MS - (sent + received) / 2 : 0;
  })().catch(() => 0);
  return measured;
}

/** Tests: measure again. */
export function forgetServerClock(): void {
  measured = null;
}
