import 'server-only';
import { getDb } from '@/lib/db/database';
import { publishRunlist } from '@/lib/live/auction-feed';
import { logger } from '@/lib/log';
import { roomState } from '../auctions/live-state';
import { lotsChanged } from '../inventory/inventory-changed';

const log = logger('sales');

export interface SalesChange {
  /** Lots whose sale, place or bids changed. */
  lots: readonly { id: number; stockNumber: string }[];
  /** The lanes (branch and lane) whose sales changed: their feed rooms are told the runlist they show now. */
  lanes: readonly { branchId: number; lane: string }[];
}

/**
 * After a sales write commits: the lots' pages and search follow at once (the inventory's cache drop, once for all
 * the lots), and each touched lane's feed room gets the runlist it shows now (the live sale, else the next one), which
 * also drops what this process kept of the room's state for new subscribers. The auction clock reads the sale's start
 * and its runlist order from the database at every step, so it follows without being told; the feed's room directory
 * learns of a lane's first sale within its refresh (lib/server/auctions/room-directory.ts).
 */
export async function salesChanged({ lots, lanes }: SalesChange): Promise<void> {
  // Each lot's URL forgotten, the caches dropped once for them all, however many lots moved.
  await lotsChanged(lots);
  const db = await getDb();
  const now = new Date();
  const seen = new Set<string>();
  for (const lane of lanes) {
    const key = `${lane.branchId}|${lane.lane}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      const state = await roomState(db, lane, now);
      if (state) publishRunlist(state.runlist);
    } catch (error) {
      // The write is committed; subscribers get the runlist on their next subscribe.
      log.error(`telling lane ${key} its runlist failed`, error);
    }
  }
}
