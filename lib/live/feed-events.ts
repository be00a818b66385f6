/**
 * The live auction feed's protocol (SPEC §7), shared by the server and the browser. Socket.IO on path `/socket`.
 *
 * Client -> server
 *   `subscribe`   "iaa-512-a,iaa-512-b" (auction ids `iaa-{branch}-{lane}`, lower case, joined with commas; an array
 *                 of ids works too; at most LIVE_FEED_LIMITS.roomsPerMessage). Optional ack: `{ data: { rooms } }`
 *                 (the rooms of the message this connection now follows) or `{ error: { code, message } }`.
 *                 The server answers each newly followed id at once with the authoritative state: a `runlist` and an
 *                 `event` of kind `state` (subscribe again after a reconnect: that is how a client catches up; a room
 *                 this connection already follows is not answered twice). An id naming no lane of ours is refused
 *                 (`unknown_auction`) and not followed.
 *   `unsubscribe` the same payload; leaves those rooms.
 *   Anything else, a malformed payload, or more than LIVE_FEED_RATE (points per window) from one connection:
 *                 an `error_message` `{ code, message }` (codes: invalid_subscription, unknown_message, rate_limited,
 *                 unknown_auction, unavailable) and nothing changes.
 *   The feed's 429: more than LIVE_FEED_LIMITS.roomsPerSocket rooms followed on one connection (`too_many_rooms`), or
 *                 more than LIVE_FEED_LIMITS.socketsPerAddress connections from one client address to one server
 *                 process (`too_many_connections`): an `error_message`, then the server disconnects that connection
 *                 (socket.io-client does not reconnect by itself after a server-side disconnect).
 *
 * Server -> client: the `runlist`, `event` and `error_message` messages, typed and described in
 * lib/domain/live-events.ts (pure types the browser's live state shares). An event is built with `Cents` and encoded
 * to the wire's whole dollars by lib/schemas/live-feed.ts.
 */
import * as z from 'zod/mini';
import type { LiveAuction, LiveCountdown, LiveEvent, LiveEventKind, LiveLot } from '@/lib/domain/live-events';
import type { Cents } from '@/lib/domain/money';
import { reserveState } from '@/lib/domain/reserve';
import { liveEventSchema } from '@/lib/schemas/live-feed';

export const SUBSCRIBE_MESSAGE = 'subscribe';
export const UNSUBSCRIBE_MESSAGE = 'unsubscribe';
export const RUNLIST_EVENT = 'runlist';
export const LIVE_EVENT = 'event';
export const FEED_ERROR_EVENT = 'error_message';

/** Messages a connection may send per window before it is answered with rate_limited. */
export const LIVE_FEED_RATE = { points: 20, durationSeconds: 10 } as const;

/** The live feed's caps, in one place (createLiveServer takes overrides: tests, the broadcast benchmark). */
export interface LiveFeedLimits {
  /** Auction ids one subscribe message may name. */
  roomsPerMessage: number;
  /** Auction rooms one connection may follow at once; past it: too_many_rooms, then a disconnect. */
  roomsPerSocket: number;
  /** Connections from one client address to one server process; past it: too_many_connections, then a disconnect. */
  socketsPerAddress: number;
}

export const LIVE_FEED_LIMITS: LiveFeedLimits = {
  roomsPerMessage: 50,
  roomsPerSocket: 20,
  socketsPerAddress: 10,
};

/**
 * How long a room's state, once read, answers new subscribers of that room without another read (every message this
 * process publishes to the room drops it at once; this bounds what another process's messages can leave stale).
 */
export const LIVE_FEED_STATE_CACHE_MS = 1_000;

/** The rows a snapshot is built from (what the server reads in one query). */
export interface AuctionRow {
  id: number;
  branchId: number;
  lane: string;
  startsAt: Date;
  status: 'scheduled' | 'live' | 'ended';
  currentLotId: number | null;
  countdownEndsAt: Date | null;
  /** What is left of the countdown of a lane paused from the console (lane_pauses), else null. */
  pausedRemainingMs: number | null;
}

export interface LotRow {
  id: number;
  stockNumber: string;
  runlistPosition: number | null;
  status: string;
  currentBidCents: Cents;
  bidCount: number;
  version: number;
  soldPriceCents: Cents | null;
  reserveCents: Cents | null;
}

export function liveAuctionOf(auction: AuctionRow): LiveAuction {
  return {
    id: `iaa-${auction.branchId}-${auction.lane}`.toLowerCase(),
    auction_id: auction.id,
    selling_branch_id: auction.branchId,
    lane: auction.lane,
    starts_at: auction.startsAt.toISOString(),
    status: auction.status,
    auction_in_progress: auction.status === 'live',
    paused: isPaused(auction),
  };
}

function isPaused(auction: AuctionRow): boolean {
  return auction.status === 'live' && auction.pausedRemainingMs !== null;
}

/**
 * The countdown of the lot on the block at `now`: running toward the auction's deadline, or, while the lane is paused,
 * frozen at what is left (`ends_at`: where it would end if resumed now).
 */
function countdownOf(auction: AuctionRow, now: Date): LiveCountdown | null {
  const serverTime = now.toISOString();
  if (isPaused(auction)) {
    const remaining = auction.pausedRemainingMs!;
    return {
      ends_at: new Date(now.getTime() + remaining).toISOString(),
      server_time: serverTime,
      remaining_ms: remaining,
    };
  }
  if (auction.countdownEndsAt === null) return null;
  return {
    ends_at: auction.countdownEndsAt.toISOString(),
    server_time: serverTime,
    remaining_ms: Math.max(0, auction.countdownEndsAt.getTime() - now.getTime()),
  };
}

/** A lot's live data, its amounts still `Cents` (liveEventOf encodes the whole event). */
function liveLotOf(auction: AuctionRow, lot: LotRow): LiveLot<Cents> {
  const sold = lot.status === 'sold';
  return {
    lot_id: lot.id,
    selling_branch_id: auction.branchId,
    lane: auction.lane,
    stock_number: lot.stockNumber,
    runlist_position: lot.runlistPosition,
    status: lot.status,
    current_bid_value: lot.currentBidCents,
    bid_count: lot.bidCount,
    version: lot.version,
    auction_in_progress: auction.status === 'live',
    on_the_block: lot.status === 'on-the-block' && auction.currentLotId === lot.id,
    sold,
    sold_for: sold && lot.soldPriceCents !== null ? lot.soldPriceCents : null,
    reserve: reserveState(lot.currentBidCents, lot.reserveCents),
  };
}

/** One `event` message: the auction and (optionally) one lot's live data at `now`. */
export function liveEventOf(
  kind: LiveEventKind,
  auction: AuctionRow,
  lot: LotRow | null,
  now: Date,
): LiveEvent {
  const liveLot = lot ? liveLotOf(auction, lot) : null;
  return z.encode(liveEventSchema, {
    kind,
    auction: liveAuctionOf(auction),
    lot: liveLot,
    bid: liveLot?.current_bid_value ?? null,
    countdown: liveLot?.on_the_block === true ? countdownOf(auction, now) : null,
    sold: liveLot?.sold ?? false,
    sold_for: liveLot?.sold_for ?? null,
    server_time: now.toISOString(),
  });
}

/** The `event` kind that tells how a lot's sale ended. */
export function endKindOf(status: string): LiveEventKind {
  if (status === 'sold') return 'sold';
  if (status === 'on-approval') return 'on-approval';
  return 'not-sold';
}
