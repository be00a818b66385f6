import { index, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz, updatedAt } from './columns';
import { members } from './members';

/**
 * A member's saved searches (SPEC §7 member/search/{id}). `query` holds the search as its canonical lots/search query
 * keys (lib/domain/saved-search.ts): the same filters always give the same object, so one search is saved once per
 * member. `locale` is the language the member last saved or opened it in (the digest mail's language). Lots created
 * after `last_viewed_at` are "new"; the daily digest lists lots created after the latest of created_at, last_viewed_at
 * and last_digest_at.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastViewedAt: tstz('last_viewed_at').notNull().defaultNow(),
    lastDigestAt: tstz('last_digest_at'),
  },
  (t) => [
    uniqueIndex('saved_searches_member_query_key').on(t.memberId, t.query),
    index('saved_searches_member_idx').on(t.memberId, t.id),
  ],
);
