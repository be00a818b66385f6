import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { auctions, lots } from './inventory';
import { members } from './members';

/**
 * A live lane paused from the console (issue 24 §2): one row while the auction's clock is stopped. The lot on the block
 * keeps `remaining_ms` of its countdown (the auction's `countdown_ends_at` is null meanwhile); resuming deletes the row
 * and sets the deadline to the resume time plus what was left. Every write to it holds the auction's row lock (the lock
 * the clock takes before it moves a lane), so every clock, in any process, sees a pause before its next step. In the
 * database, so a restart keeps the lane paused.
 */
export const lanePauses = pgTable(
  'lane_pauses',
  {
    auctionId: integer('auction_id')
      .primaryKey()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    /** The lot on the block when the lane was paused (a skip while paused moves it to the next lot). */
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    remainingMs: integer('remaining_ms').notNull(),
    pausedAt: tstz('paused_at').notNull(),
    pausedBy: text('paused_by').references(() => members.id),
  },
  (t) => [check('lane_pauses_remaining_check', sql`${t.remainingMs} >= 0`)],
);
