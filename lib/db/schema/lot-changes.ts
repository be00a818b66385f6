import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The change log of lots' searchable columns, written by triggers on lots (see the lot_changes migration) whatever
 * writes them: a row per inserted, deleted or updated lot (updates of bid columns only leave none), a row with no lot
 * for a TRUNCATE. The in-memory facet index of each app process replays it before counting, so its counts stay equal
 * to a GROUP BY of the table. `txid` lets a reader find rows of transactions that committed after its last look.
 */
export const lotChanges = pgTable(
  'lot_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    lotId: integer('lot_id'),
    txid: bigint('txid', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lot_changes_txid_idx').on(t.txid), index('lot_changes_changed_at_idx').on(t.changedAt)],
);
