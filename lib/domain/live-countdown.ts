/**
 * The live countdown as the browser draws it. The server decides the deadline (`countdown.ends_at`) and sends its own
 * time with every event; the browser keeps the offset between the server's clock and its own (server time minus the
 * local time the message arrived) and reads the server's "now" as local now + offset. So a local clock that is slow,
 * fast or drifting does not change the remaining time shown.
 */

/** Server clock minus local clock, ms, from one message: its server time and the local time it arrived. */
export function clockOffsetMs(serverTimeIso: string, receivedAtMs: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds left until the server's deadline, at local time `nowMs` (never below 0). */
export function liveRemainingMs(endsAtIso: string | null, offsetMs: number, nowMs: number): number {
  if (endsAtIso === null) return 0;
  const endsAt = Date.parse(endsAtIso);
  if (!Number.isFinite(endsAt)) return 0;
  return Math.max(0, endsAt - (nowMs + offsetMs));
}

/** Whole seconds to show for `remainingMs` (rounded up: "1" until the very end, "0" only when it ran out). */
export function countdownSeconds(remainingMs: number): number {
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
