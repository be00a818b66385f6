import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { branches } from './inventory';
import { members } from './members';

/**
 * A sale (an `auctions` row) staff cancelled from the console (issue 24 §1). Cancelling deletes the auction: its lots
 * go back to `upcoming` without a sale, and the clock, the feed and the placement of check-ins and imports (which all
 * key on the auction row and its (branch, lane, start) slot) simply no longer find it, so the slot is free for a new
 * sale. What the calendar still shows of it is kept here; `auction_id` is the deleted row's id (the audit log's
 * entity id), not a foreign key.
 */
export const saleCancellations = pgTable(
  'sale_cancellations',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    lane: text('lane').notNull(),
    startsAt: tstz('starts_at').notNull(),
    reason: text('reason').notNull(),
    /** How many lots went back to `upcoming`, and how many members' pre-bids on them were released. */
    lotsReleased: integer('lots_released').notNull(),
    preBidsReleased: integer('pre_bids_released').notNull(),
    cancelledBy: text('cancelled_by').references(() => members.id),
    cancelledAt: tstz('cancelled_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_cancellations_auction_key').on(t.auctionId),
    index('sale_cancellations_starts_idx').on(t.startsAt),
  ],
);
