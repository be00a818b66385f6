/**
 * The auction clock's pure rules (the services in lib/server/auctions apply them inside their transactions).
 * Times are absolute server times; a browser only draws what the server decided.
 */
export interface ClockSettings {
  /** The countdown a lot gets when it comes on the block (and when a lane is resumed after an outage). */
  firstCountdownMs: number;
  /** The least time left after an accepted live bid. */
  bidCountdownMs: number;
}

/** The deadline after a live bid accepted at `at`: reset to `at + bidCountdownMs`, but a bid never shortens it. */
export function deadlineAfterBid(current: Date | null, at: Date, settings: ClockSettings): Date {
  const reset = at.getTime() + settings.bidCountdownMs;
  return new Date(current === null ? reset : Math.max(current.getTime(), reset));
}

/**
 * The resume rule, applied when a process takes over a live lane (after a restart, a kill -9, or another process's
 * crash): a lot whose deadline passed while no clock ran is not ended at once but gets a fresh first countdown from
 * now. While the lane had no clock, bids could still be refused or fail in flight (the process was down), so ending
 * the lot on its old deadline would sell it without giving bidders the time the countdown promised. A deadline still
 * ahead is kept: acknowledged bids already moved it, and shortening or lengthening it would be unfair either way.
 * Returns the new deadline, or null when the old one stands.
 */
export function resumedDeadline(deadline: Date | null, now: Date, settings: ClockSettings): Date | null {
  if (deadline !== null && deadline.getTime() > now.getTime()) return null;
  return new Date(now.getTime() + settings.firstCountdownMs);
}

export type AuctionPhase = 'scheduled' | 'live' | 'ended';

/** What the clock does next for an auction at `now`. */
export type ClockStep =
  | { action: 'wait'; until: Date }
  | { action: 'paused' }
  | { action: 'start' }
  | { action: 'end-lot'; lotId: number }
  | { action: 'next-lot' }
  | { action: 'done' };

export function clockStep(
  auction: {
    status: AuctionPhase;
    startsAt: Date;
    currentLotId: number | null;
    countdownEndsAt: Date | null;
    /** Paused from the console (lane_pauses): the lot on the block stays, its countdown frozen, until resumed. */
    paused?: boolean;
  },
  now: Date,
): ClockStep {
  if (auction.status === 'ended') return { action: 'done' };
  if (auction.status === 'live' && auction.paused) return { action: 'paused' };
  if (auction.status === 'scheduled') {
    return auction.startsAt.getTime() > now.getTime()
      ? { action: 'wait', until: auction.startsAt }
      : { action: 'start' };
  }
  if (auction.currentLotId === null) return { action: 'next-lot' };
  if (auction.countdownEndsAt !== null && auction.countdownEndsAt.getTime() > now.getTime()) {
    return { action: 'wait', until: auction.countdownEndsAt };
  }
  return { action: 'end-lot', lotId: auction.currentLotId };
}

/** Milliseconds left until `deadline` at `now` (0 once passed). */
export function remainingMs(deadline: Date | null, now: Date): number {
  return deadline === null ? 0 : Math.max(0, deadline.getTime() - now.getTime());
}
