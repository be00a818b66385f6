/**
 * The live lane from the console (issue 24 §2): GET /rest-api/v2/admin/lanes (the lanes live now), GET .../lanes/{id}
 * (one lane's state; the id is the auction's), POST .../lanes/{id}/pause, .../resume and .../skip (each with an
 * Idempotency-Key and an optional JSON body `{ reason }` for the audit log).
 */
import * as z from 'zod/mini';
import { text } from './safe-text';
import { wireDollars } from './money';

/** An auction's id in a path: digits, at most a PostgreSQL integer; anything else is a 422 naming `id`. */
export const laneIdParam = z
  .pipe(
    z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'invalid')),
    z.transform((value) => Number(value)),
  )
  .check(z.refine((id) => id <= 2_147_483_647, 'invalid'));

export const LANE_REASON_MAX = 500;

/**
 * A command's body (an empty body is `{}`): `lotId`, the lot the sender sees on the block (when given and another
 * lot is on the block by then, 409 lot_not_on_the_block: a skip never lands on the next lot by a race), and an
 * optional reason, kept in the audit log with the command.
 */
export const laneCommandSchema = z.strictObject({
  lotId: z.optional(z.int('invalid').check(z.gte(1, 'invalid'), z.lte(2_147_483_647, 'invalid'))),
  reason: z.optional(
    text({ message: 'invalid' }).check(z.minLength(1, 'required'), z.maxLength(LANE_REASON_MAX, 'tooLong')),
  ),
});
export type LaneCommandInput = z.output<typeof laneCommandSchema>;

export const LANE_COMMANDS = ['pause', 'resume', 'skip'] as const;
export type LaneCommand = (typeof LANE_COMMANDS)[number];

/** The lot on the block as the console shows it: `Cents` inside, whole dollars on the wire. */
const laneLotSchema = z.object({
  id: z.int(),
  stockNumber: z.string(),
  title: z.string(),
  /** The lot page (no locale prefix). */
  path: z.string(),
  currentBid: wireDollars,
  bidCount: z.int(),
  /** Members with a maximum on the lot (pre-bids and live bids). */
  bidders: z.int(),
  /** Whether the current bid meets the reserve; null: the lot has no reserve. */
  reserveMet: z.nullable(z.boolean()),
  /** The lot's bid version, as the live feed's `version`. */
  version: z.int(),
});

/**
 * A lane (one auction) now: what is on the block, its countdown (while paused: frozen, `endsAt` where it would end if
 * resumed now) and how many lots are left. Times are ISO strings of the server's clock.
 */
export const laneStateSchema = z.object({
  auctionId: z.int(),
  /** The live feed's room of the lane: `iaa-{branch}-{lane}`. */
  room: z.string(),
  branch: z.object({
    id: z.int(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    timeZone: z.string(),
  }),
  lane: z.string(),
  status: z.enum(['scheduled', 'live', 'ended']),
  startsAt: z.string(),
  paused: z.boolean(),
  pausedAt: z.nullable(z.string()),
  lot: z.nullable(laneLotSchema),
  countdown: z.nullable(z.object({ endsAt: z.string(), remainingMs: z.int() })),
  lotsLeft: z.int(),
  serverTime: z.string(),
});
export type LaneState = z.output<typeof laneStateSchema>;
export type LaneStateWire = z.input<typeof laneStateSchema>;

export const laneListSchema = z.object({ items: z.array(laneStateSchema) });
export type LaneList = z.output<typeof laneListSchema>;
export type LaneListWire = z.input<typeof laneListSchema>;
