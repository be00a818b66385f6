import type { ReserveState } from './reserve';

/**
 * The live auction feed's messages (SPEC §7): pure types, shared by lib/live (the broadcast server and the browser
 * hook) and lib/domain/live-state.ts. The protocol (message names, subscribe, limits) is in lib/live/feed-events.ts.
 * Amounts are whole dollars on the wire (`LiveEvent`, `LiveLot`: what the server sends) and `Cents` once read through
 * the codecs of lib/schemas/live-feed.ts (`LiveEvent<Cents>`, `LiveLot<Cents>`: what the browser holds).
 *
 * Server -> client
 *   `runlist` RunlistMessage  on subscribe, when the auction goes live and when it ends, and when staff change a sale
 *   of the lane (its order, its lots, its start; lib/server/sales):
 *     { auction: LiveAuction, runlist: ["30012345", "30098765", ...] }  (stock numbers in runlist order; lots bought
 *     now before the sale are left out)
 *   `event` LiveEvent  on subscribe (kind `state`) and on every change:
 *     { kind: 'state' | 'auction-started' | 'on-the-block' | 'bid' | 'countdown' | 'sold' | 'on-approval'
 *             | 'not-sold' | 'auction-ended' | 'paused' | 'resumed',
 *       auction: LiveAuction,
 *       lot: LiveLot | null,        // the lot the event is about (null: auction-level events with no lot on the block)
 *       bid: 1250 | null,           // whole USD, = lot.current_bid_value
 *       countdown: { ends_at: '2030-01-10T15:00:20.000Z', server_time: '2030-01-10T15:00:07.512Z',
 *                    remaining_ms: 12488 } | null,   // null unless the lot is on the block
 *       sold: boolean, sold_for: 1250 | null,        // = lot.sold, lot.sold_for
 *       server_time: '2030-01-10T15:00:07.512Z' }
 *   LiveAuction: { id: 'iaa-512-a', auction_id: 12, selling_branch_id: 512, lane: 'A',
 *                  starts_at: ISO, status: 'scheduled' | 'live' | 'ended', auction_in_progress: boolean,
 *                  paused: boolean }
 *   LiveLot: { lot_id: 312345678, selling_branch_id: 512, lane: 'A', stock_number: '30012345', runlist_position: 3,
 *              status: 'pre-bidding' | 'on-the-block' | 'sold' | 'on-approval' | 'not-sold' | ...,
 *              current_bid_value: 1250, bid_count: 4, version: 4, auction_in_progress: boolean,
 *              on_the_block: boolean, sold: boolean, sold_for: 1250 | null,
 *              reserve: 'none' | 'not-met' | 'met' }   // the reserve's state, never its amount (lib/domain/reserve.ts)
 *   Draw the countdown from `countdown.ends_at` against the server's clock: offset = server_time - the local time
 *   the message arrived, so a slow or wrong local clock does not matter. While `auction.paused` (the console paused
 *   the lane: kind `paused`, then `resumed`; a `state` says it too) the countdown is frozen: `remaining_ms` is what
 *   is left and does not run down, `ends_at` is where it would end if resumed at `server_time`; bids are refused
 *   (409 lane_paused) until a `resumed` event brings a running countdown again. Events can arrive out of order when
 *   several processes publish: for one lot, keep the one with the higher `version`, and once `sold`, `on-approval`
 *   or `not-sold` came, ignore later `bid` events of that lot. `countdown`, `paused` and `resumed` change no bid, so
 *   they carry the lot's version unchanged: take their countdown and `paused` for the lot on the block even so.
 *   Whether *you* lead is not on the public feed: signed-in members get their own `notice` messages (outbid, won,
 *   on-approval, lost) and read GET lots/{id}/bidding.
 *   `error_message` { code, message }.
 */
export type LiveEventKind =
  | 'state'
  | 'auction-started'
  | 'on-the-block'
  | 'bid'
  | 'countdown'
  | 'sold'
  | 'on-approval'
  | 'not-sold'
  | 'auction-ended'
  | 'paused'
  | 'resumed';

export interface LiveAuction {
  id: string;
  auction_id: number;
  selling_branch_id: number;
  lane: string;
  starts_at: string;
  status: 'scheduled' | 'live' | 'ended';
  auction_in_progress: boolean;
  /** The lane is paused from the console: the countdown is frozen and bids are refused until it resumes. */
  paused: boolean;
}

/** A lot's live data; `Amount` is wire dollars (number) or `Cents`. */
export interface LiveLot<Amount extends number = number> {
  lot_id: number;
  selling_branch_id: number;
  lane: string;
  stock_number: string;
  runlist_position: number | null;
  status: string;
  current_bid_value: Amount;
  bid_count: number;
  version: number;
  auction_in_progress: boolean;
  on_the_block: boolean;
  sold: boolean;
  sold_for: Amount | null;
  /** Whether the lot has a reserve and the bidding has met it; the amount is never sent. */
  reserve: ReserveState;
}

export interface LiveCountdown {
  ends_at: string;
  server_time: string;
  remaining_ms: number;
}

/** One `event` message; `Amount` is wire dollars (number) or `Cents`. */
export interface LiveEvent<Amount extends number = number> {
  kind: LiveEventKind;
  auction: LiveAuction;
  lot: LiveLot<Amount> | null;
  bid: Amount | null;
  countdown: LiveCountdown | null;
  sold: boolean;
  sold_for: Amount | null;
  server_time: string;
}

export interface RunlistMessage {
  auction: LiveAuction;
  runlist: string[];
}

export interface FeedError {
  code:
    | 'invalid_subscription'
    | 'unknown_message'
    | 'rate_limited'
    | 'unknown_auction'
    | 'unavailable'
    | 'too_many_rooms'
    | 'too_many_connections';
  message: string;
}
