import { LIVE_LOT_AVERAGE_MS } from './business-rules';

/**
 * When a lot is expected on the block: a lot of a live lane comes after the open lots before it in the runlist, each
 * taking LIVE_LOT_AVERAGE_MS on average, counted from the lane's start (or from now once the lane has started); a
 * timed sale's lot (no lane) ends at its sale date.
 */
export function expectedOnBlockAt(
  lot: { saleDate: Date | null; laneStartsAt: Date | null; lotsAhead: number },
  now: Date,
): Date | null {
  if (lot.laneStartsAt === null) return lot.saleDate;
  const from = Math.max(lot.laneStartsAt.getTime(), now.getTime());
  return new Date(from + lot.lotsAhead * LIVE_LOT_AVERAGE_MS);
}

/** Whole minutes from now until `at`, at least 1 (what "on the block in N minutes" says). */
export function minutesUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 60_000));
}
