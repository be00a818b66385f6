/**
 * The derived live state of a lot (SPEC §3 "Derived live state per lot", §4 "Live lot state"), from the lane's runlist,
 * the latest feed events and what the page already knows about the lot. Pure: the browser's live store feeds it.
 *
 * - itemsLeft: how far ahead of the block the lot stands in the runlist; 0 on the block; -1 sold (soldFor = the final
 *   bid); null when it cannot be told (the lot is not in the runlist, nothing is on the block yet, or it passed the
 *   block unsold).
 * - bid: the larger of the known bid and the live bid (`Cents`: the feed's lot is read through its codec first).
 * - Live data applies only when the auction is in progress and branch, lane and stock number are all known.
 */
import type { LiveEvent, LiveLot } from './live-events';
import { max, ZERO_CENTS, type Cents } from './money';

/** What the page knows of a lot without the feed. */
export interface KnownLot {
  branchId: number | null;
  lane: string | null;
  stockNumber: string | null;
  bid: Cents;
  sold: boolean;
  soldFor: Cents | null;
}

/** One lane as the feed told it: the runlist, whether the auction is in progress, the lot on the block. */
export interface LaneView {
  runlist: readonly string[];
  auctionInProgress: boolean;
  /** Stock number of the lot on the block, or null. */
  onTheBlock: string | null;
}

export interface LiveLotState {
  /** False: the feed says nothing about this lot (show the page's own data). */
  applies: boolean;
  itemsLeft: number | null;
  onTheBlock: boolean;
  sold: boolean;
  soldFor: Cents | null;
  bid: Cents;
}

/** Whether live data may be used for a lot at all (SPEC §4). */
export function liveApplies(
  lot: Pick<KnownLot, 'branchId' | 'lane' | 'stockNumber'>,
  lane: LaneView | null,
): boolean {
  return (
    lane !== null &&
    lane.auctionInProgress &&
    lot.branchId !== null &&
    Boolean(lot.lane) &&
    Boolean(lot.stockNumber)
  );
}

function itemsLeftOf(stockNumber: string, lane: LaneView): number | null {
  if (lane.onTheBlock === stockNumber) return 0;
  const mine = lane.runlist.indexOf(stockNumber);
  const block = lane.onTheBlock === null ? -1 : lane.runlist.indexOf(lane.onTheBlock);
  if (mine < 0 || block < 0) return null;
  const distance = mine - block;
  return distance > 0 ? distance : null;
}

/**
 * The lot's live state. `event` is the latest feed data about this very lot (or null when none came); `lane` the
 * lane's runlist and block.
 */
export function deriveLiveState(
  known: KnownLot,
  lane: LaneView | null,
  event: LiveLot<Cents> | null,
): LiveLotState {
  const offline: LiveLotState = {
    applies: false,
    itemsLeft: known.sold ? -1 : null,
    onTheBlock: false,
    sold: known.sold,
    soldFor: known.sold ? known.soldFor : null,
    bid: known.bid,
  };
  if (!lane || !liveApplies(known, lane)) return offline;
  const stock = known.stockNumber!;
  const liveBid = event?.stock_number === stock ? event.current_bid_value : ZERO_CENTS;
  const bid = max(known.bid, liveBid);
  const sold = known.sold || (event?.stock_number === stock && event.sold);
  if (sold) {
    const soldFor = event?.stock_number === stock && event.sold ? event.sold_for : known.soldFor;
    return { applies: true, itemsLeft: -1, onTheBlock: false, sold: true, soldFor: soldFor ?? bid, bid };
  }
  const itemsLeft = itemsLeftOf(stock, lane);
  return { applies: true, itemsLeft, onTheBlock: itemsLeft === 0, sold: false, soldFor: null, bid };
}

/** How a lot's sale ended on the feed, or null while it has not. */
const ENDED = new Set(['sold', 'on-approval', 'not-sold']);
export function hasEnded(lot: Pick<LiveLot, 'status'>): boolean {
  return ENDED.has(lot.status);
}

/**
 * Whether `next` should replace `current` as the latest data about one lot. Events can arrive out of order when several
 * processes publish (lib/live/feed-events): the higher `version` wins; once the lot's sale ended, a later `bid` event
 * of that lot is ignored.
 */
export function isNewerLotEvent(current: LiveLot | null, next: LiveLot, kind: LiveEvent['kind']): boolean {
  if (!current || current.lot_id !== next.lot_id) return true;
  if (hasEnded(current) && kind === 'bid') return false;
  return (
    next.version > current.version ||
    (next.version === current.version && hasEnded(next) && !hasEnded(current))
  );
}
