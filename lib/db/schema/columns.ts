import type { Cents } from '@/lib/domain/money';
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

/** Money: integer cents, never floating point (ARCHITECTURE "Data rules"). */
export const cents = (name: string) => bigint(name, { mode: 'number' }).$type<Cents>();

/** Times are timestamptz in UTC. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => tstz('created_at').notNull().defaultNow();
export const updatedAt = () =>
  tstz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
