import * as z from 'zod/mini';
import type { LiveAuction, LiveCountdown, LiveEvent, LiveLot } from '@/lib/domain/live-events';
import type { Cents } from '@/lib/domain/money';
import { OFFER_EVENTS } from '@/lib/domain/offers';
import { RESERVE_STATES } from '@/lib/domain/reserve';
import type { MemberNotice } from '@/lib/live/notice-events';
import { wireDollars } from './money';

/**
 * The live feed's payloads (lib/domain/live-events.ts, lib/live/notice-events.ts): whole dollars on the wire, `Cents`
 * inside, through the codecs of ./money. The server builds a message with `Cents` and sends `z.encode(schema, value)`;
 * the browser reads what arrives with `z.safeParse(schema, payload)` (parsing decodes: dollars become `Cents`) and
 * drops what does not parse. The keys and their order are the wire's, as lib/domain/live-events.ts documents them.
 */

const liveAuctionSchema = z.object({
  id: z.string(),
  auction_id: z.int(),
  selling_branch_id: z.int(),
  lane: z.string(),
  starts_at: z.string(),
  status: z.enum(['scheduled', 'live', 'ended']),
  auction_in_progress: z.boolean(),
  paused: z.boolean(),
}) satisfies z.ZodMiniType<LiveAuction, LiveAuction>;

export const liveLotSchema = z.object({
  lot_id: z.int(),
  selling_branch_id: z.int(),
  lane: z.string(),
  stock_number: z.string(),
  runlist_position: z.nullable(z.int()),
  status: z.string(),
  current_bid_value: wireDollars,
  bid_count: z.int(),
  version: z.int(),
  auction_in_progress: z.boolean(),
  on_the_block: z.boolean(),
  sold: z.boolean(),
  sold_for: z.nullable(wireDollars),
  reserve: z.enum(RESERVE_STATES),
}) satisfies z.ZodMiniType<LiveLot<Cents>, LiveLot>;

const liveCountdownSchema = z.object({
  ends_at: z.string(),
  server_time: z.string(),
  remaining_ms: z.number(),
}) satisfies z.ZodMiniType<LiveCountdown, LiveCountdown>;

/** The `event` message. */
export const liveEventSchema = z.object({
  kind: z.enum([
    'state',
    'auction-started',
    'on-the-block',
    'bid',
    'countdown',
    'sold',
    'on-approval',
    'not-sold',
    'auction-ended',
    'paused',
    'resumed',
  ]),
  auction: liveAuctionSchema,
  lot: z.nullable(liveLotSchema),
  bid: z.nullable(wireDollars),
  countdown: z.nullable(liveCountdownSchema),
  sold: z.boolean(),
  sold_for: z.nullable(wireDollars),
  server_time: z.string(),
}) satisfies z.ZodMiniType<LiveEvent<Cents>, LiveEvent>;

const noticeLot = { lotId: z.int(), title: z.string() };

/** A member's `notice` message (outbid, won, on approval, lost, an offer's counter or end). */
export const memberNoticeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('outbid'),
    ...noticeLot,
    currentBid: wireDollars,
    minimumBid: wireDollars,
  }),
  z.object({ kind: z.literal('won'), ...noticeLot, price: wireDollars }),
  z.object({ kind: z.literal('on-approval'), ...noticeLot, price: wireDollars }),
  z.object({ kind: z.literal('lost'), ...noticeLot, price: z.nullable(wireDollars) }),
  z.object({ kind: z.literal('sale-cancelled'), ...noticeLot }),
  z.object({
    kind: z.literal('offer'),
    event: z.enum(OFFER_EVENTS),
    ...noticeLot,
    price: z.nullable(wireDollars),
    expiresAt: z.nullable(z.string()),
  }),
]) satisfies z.ZodMiniType<MemberNotice<Cents>, MemberNotice>;
