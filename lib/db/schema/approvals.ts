import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { OFFER_KINDS, OFFER_STATES } from '../../domain/offers';
import { cents, createdAt, tstz, updatedAt } from './columns';
import { lots } from './inventory';
import { members } from './members';

/**
 * Approvals and offers (issue 24 §3; the rules in lib/domain/offers.ts): one negotiation between the seller's side and
 * one buyer on one lot. A `high-bid` row is made when staff counter the high bid of a lot on approval (accepting or
 * rejecting it needs no row: the lot's own status and the audit log keep it); an `offer` row when a buyer offers less
 * than a buy-it-now price. `amount_cents` is the buyer's price (the high bid or the offer), `counter_cents` the seller's
 * counter. An open offer holds the buyer's buying power like a bid (lib/server/bids/buying-power.ts).
 */
export const lotOffers = pgTable(
  'lot_offers',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: OFFER_KINDS }).notNull(),
    state: text('state', { enum: OFFER_STATES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    counterCents: cents('counter_cents'),
    /** When the counter lapses (COUNTER_OFFER_BUSINESS_DAYS business days after it was made). */
    counterExpiresAt: tstz('counter_expires_at'),
    counteredAt: tstz('countered_at'),
    /** The language the buyer bid or offered in: their notices and e-mails speak it. */
    locale: text('locale').notNull().default('en'),
    /** When the offer reached an end (accepted, rejected, declined, expired, lapsed). */
    closedAt: tstz('closed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one open offer or counter per lot and member (a second is refused with 409 offer_exists).
    uniqueIndex('lot_offers_active_key')
      .on(t.lotId, t.memberId)
      .where(sql`state in ('open', 'countered')`),
    index('lot_offers_lot_idx').on(t.lotId, t.createdAt),
    index('lot_offers_member_idx').on(t.memberId, t.createdAt),
    index('lot_offers_active_idx')
      .on(t.state, t.createdAt)
      .where(sql`state in ('open', 'countered')`),
  ],
);
export type LotOffer = typeof lotOffers.$inferSelect;
