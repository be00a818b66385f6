import 'server-only';
import { getDb } from '@/lib/db/database';
import { endKindOf } from '@/lib/live/feed-events';
import { publishLiveEvent, publishRunlist } from '@/lib/live/auction-feed';
import type { Advance } from './advance-auction';
import { eventOf, readAuction, runlistOf } from './live-state';

/**
 * Tell the auction's room what a committed clock step changed, in order: the runlist when the auction goes live or
 * ends, and an `event` per change (lib/live/feed-events documents the messages).
 */
export async function publishAdvance(advance: Advance, now: Date): Promise<void> {
  if (advance.changes.length === 0) return;
  const db = await getDb();
  const { auctionId } = advance;
  for (const change of advance.changes) {
    const event =
      change.kind === 'auction-started' || change.kind === 'auction-ended'
        ? await eventOf(db, change.kind, auctionId, null, now)
        : change.kind === 'lot-ended'
          ? await eventOf(db, endKindOf(change.end.outcome), auctionId, change.end.lotId, now)
          : await eventOf(db, change.kind, auctionId, change.lotId, now);
    if (!event) return;
    if (change.kind === 'auction-started' || change.kind === 'auction-ended') {
      const auction = await readAuction(db, auctionId);
      if (auction) publishRunlist(await runlistOf(db, auction));
    }
    publishLiveEvent(event);
  }
}
