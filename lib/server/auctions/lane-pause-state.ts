import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lanePauses } from '@/lib/db/schema';

/**
 * How often a paused lane's clock looks at the lane again. A resume in the process that runs the lane wakes its clock
 * at once (lane-wake.ts); one sent to another process is seen on this look, and the countdown it restarts is never
 * shorter than what was left, so a look this often loses no bidder any time (bids after the deadline are refused).
 */
export const PAUSED_LANE_RECHECK_MS = 1_000;

export interface LanePause {
  lotId: number;
  remainingMs: number;
  pausedAt: Date;
  pausedBy: string | null;
}

/**
 * The pause of a lane (issue 24 §2), or null while it runs. Read it holding the auction's row lock (FOR UPDATE): every
 * write to lane_pauses holds that lock too, so what is read here stands until the transaction ends.
 */
export async function readLanePause(tx: Db, auctionId: number): Promise<LanePause | null> {
  const [row] = await tx
    .select({
      lotId: lanePauses.lotId,
      remainingMs: lanePauses.remainingMs,
      pausedAt: lanePauses.pausedAt,
      pausedBy: lanePauses.pausedBy,
    })
    .from(lanePauses)
    .where(eq(lanePauses.auctionId, auctionId));
  return row ?? null;
}
