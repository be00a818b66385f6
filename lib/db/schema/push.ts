import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { lots } from './inventory';
import { members } from './members';

/**
 * A browser's push subscription (issue 26 §5): the push service's endpoint and the keys its payloads are encrypted
 * to. One endpoint belongs to one member (the last who subscribed on that browser). `locale` is the language the
 * member subscribed in: each browser is told in its own. `seenAt` is the last time the browser sent it (turning on, and
 * each visit to the settings page): past the limit, the browser seen longest ago goes. Removed when the push service
 * answers 404 or 410.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    seenAt: tstz('seen_at').notNull().defaultNow(),
    lastSentAt: tstz('last_sent_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_member_idx').on(t.memberId, t.id),
  ],
);

/** The "watched lot on the block soon" reminders sent: one per member and lot, ever (the row is the guard). */
export const pushBlockReminders = pgTable(
  'push_block_reminders',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    sentAt: tstz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.lotId] })],
);
