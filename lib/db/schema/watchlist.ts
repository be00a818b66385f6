import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { lots } from './inventory';
import { members } from './members';

/** Lots a member watches. */
export const watchlist = pgTable(
  'watchlist',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.lotId] }), index('watchlist_lot_idx').on(t.lotId)],
);
