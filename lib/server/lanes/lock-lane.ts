import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';
import { readLot, type BiddableLot } from '../lots/lot-lock';

export interface LockedLane {
  status: 'scheduled' | 'live' | 'ended';
  currentLotId: number | null;
  countdownEndsAt: Date | null;
  /** The lot on the block, locked; null when the lane has none. */
  lot: BiddableLot | null;
}

/**
 * Lock a lane for a console command the way the auction clock locks it for a step (advance-auction.ts): the lot on
 * the block first (the lock every bid takes), then the auction's row FOR UPDATE. So a command waits for a bid or a
 * clock step in flight and they wait for it; whatever one of them commits, the next reads. The advisory lane lock
 * (lane-locks.ts) is not taken: it is a session lock held for as long as a process runs the lane's clock, so a command
 * in any process would wait for it forever; these row locks are the ones every transition of the lane takes.
 *
 * If the clock moved the block between the first read and the locks, the command is refused (409 lane_moved) rather
 * than applied to a lot its sender did not see; taking the new lot's lock now, after the auction's, could deadlock
 * with a bid. Null when there is no such auction.
 */
export async function lockLane(tx: Db, auctionId: number): Promise<LockedLane | null> {
  const [peek] = await tx
    .select({ currentLotId: auctions.currentLotId })
    .from(auctions)
    .where(eq(auctions.id, auctionId));
  if (!peek) return null;
  const lot = peek.currentLotId === null ? null : await readLot(tx, peek.currentLotId, { lock: true });
  const [auction] = await tx
    .select({
      status: auctions.status,
      currentLotId: auctions.currentLotId,
      countdownEndsAt: auctions.countdownEndsAt,
    })
    .from(auctions)
    .where(eq(auctions.id, auctionId))
    .for('update');
  if (!auction) return null;
  if (auction.currentLotId !== peek.currentLotId) {
    throw ApiError.conflict(
      'lane_moved',
      'The lane moved on to another lot while the command was sent: look at it again.',
    );
  }
  return { ...auction, lot: lot?.status === 'on-the-block' ? lot : null };
}
