import { sameZonedDay } from './zoned-time';

/**
 * What a lot page offers toward its live sale: `watch` for a lot on the block now, `join` for a lot still to come in a
 * lane that is live now or sells later today (in the branch's zone), null otherwise (no live sale, not today, or the
 * lot's turn is over).
 */
export type LiveInvitation = 'watch' | 'join' | null;

export interface InvitationLot {
  status: string;
  saleDate: Date | null;
  auctionId: number | null;
  lane: string | null;
  timeZone: string;
}

/** Lots that still come on the block (an `upcoming` lot is not in the runlist; an ended one has had its turn). */
const STILL_TO_SELL = new Set(['pre-bidding', 'on-the-block']);

export function liveInvitation(lot: InvitationLot, auctionInProgress: boolean, now: Date): LiveInvitation {
  if (lot.auctionId === null || !lot.lane || !STILL_TO_SELL.has(lot.status)) return null;
  if (auctionInProgress) return lot.status === 'on-the-block' ? 'watch' : 'join';
  if (lot.saleDate === null) return null;
  return sameZonedDay(lot.saleDate, now, lot.timeZone) ? 'join' : null;
}
