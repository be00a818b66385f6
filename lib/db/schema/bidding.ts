import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, createdAt, tstz, updatedAt } from './columns';
import { lots } from './inventory';
import { members } from './members';

/**
 * The bid ledger: every acknowledged bid (a pre-bid maximum, a live bid, a buy-it-now purchase), in the order the lot
 * accepted it, with the lot's price and leader right after it. `amount_cents` is what the member offered (their
 * maximum); `price_cents` only rises along a lot's rows.
 */
export const bids = pgTable(
  'bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    amountCents: cents('amount_cents').notNull(),
    kind: text('kind', { enum: ['proxy', 'live', 'opening', 'buy-now'] }).notNull(),
    priceCents: cents('price_cents').notNull(),
    highBidderId: text('high_bidder_id')
      .notNull()
      .references(() => members.id),
    lotVersion: integer('lot_version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bids_lot_idx').on(t.lotId, t.id), index('bids_member_idx').on(t.memberId, t.createdAt)],
);

/** A member's proxy maximum on a lot (pre-bid); ties go to the earlier `placed_at`. */
export const proxyMaximums = pgTable(
  'proxy_maximums',
  {
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    maxCents: cents('max_cents').notNull(),
    /** Placed while the lot was on the block: beats a pre-bid of the same amount. */
    live: boolean('live').notNull().default(false),
    /** The language of the page the member bid from: their notices about this lot are written in it. */
    locale: text('locale').notNull().default('en'),
    placedAt: tstz('placed_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('proxy_maximums_lot_member_key').on(t.lotId, t.memberId),
    index('proxy_maximums_member_idx').on(t.memberId),
  ],
);

/** Replayable answers for mutations that carry an Idempotency-Key (money and bids). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    memberId: text('member_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: smallint('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_member_key').on(t.memberId, t.key)],
);
