import 'server-only';
import { getDb } from '@/lib/db/database';
import { publishLiveEvent } from '@/lib/live/auction-feed';
import { logger } from '@/lib/log';
import { bidEventOf } from './live-state';

const log = logger('live-feed');

/**
 * After a live bid's commit: the lot's new state (price, bid count, version, the moved countdown) to its auction's
 * room. Read after the commit, so it is never older than the bid; a later bid's event may overtake it, and clients keep
 * the higher lot version. A failure is logged: the bid stands (the room catches up with the next event or subscribe).
 */
export async function publishBidEvent(lotId: number, now: Date = new Date()): Promise<void> {
  try {
    const event = await bidEventOf(await getDb(), lotId, now);
    if (event && event.auction.auction_in_progress) publishLiveEvent(event);
  } catch (error) {
    log.error(`live event for lot ${lotId} failed`, error);
  }
}
