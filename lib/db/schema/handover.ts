import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { STORAGE_DELAY_CAUSES } from '../../domain/storage-days';
import { TITLE_STEPS } from '../../domain/title-progress';
import { cents, createdAt, tstz, updatedAt } from './columns';
import { lots } from './inventory';
import { members } from './members';
import { transactions } from './money';

/**
 * After the hammer (issue 24 §6; lib/server/handover): one row per sold lot, made the first time staff or the buyer
 * touch its handover (a sold lot without a row stands at `awaiting-seller`, not picked up). The title's step and the
 * day it reached each one; the gate pass's code (unique: the yard finds the lot by it); the pickup and the final
 * storage invoice it issued (a `storage-fee` row of the ledger, paid at the checkout like the lot itself).
 */
export const lotHandovers = pgTable(
  'lot_handovers',
  {
    lotId: integer('lot_id')
      .primaryKey()
      .references(() => lots.id),
    /** The buyer: the member whose ledger holds the lot's purchase. */
    memberId: text('member_id')
      .notNull()
      .references(() => members.id),
    titleStep: text('title_step', { enum: TITLE_STEPS }).notNull().default('awaiting-seller'),
    titleReceivedAt: tstz('title_received_at'),
    titleProcessingAt: tstz('title_processing_at'),
    titleMailedAt: tstz('title_mailed_at'),
    titleDeliveredAt: tstz('title_delivered_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    gatePassCode: text('gate_pass_code'),
    gatePassIssuedAt: tstz('gate_pass_issued_at'),
    pickedUpAt: tstz('picked_up_at'),
    pickedUpBy: text('picked_up_by').references(() => members.id),
    /** The days the final storage invoice charged and its amount (0 when the pickup came within the free days). */
    storageInvoiceDays: integer('storage_invoice_days'),
    storageInvoiceCents: cents('storage_invoice_cents'),
    storageTransactionId: integer('storage_transaction_id').references(() => transactions.id),
    /** Demo mode only: the storage clock of this lot starts this many days earlier (time passing in a demo). */
    demoClockDays: smallint('demo_clock_days').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('lot_handovers_gate_pass_key').on(t.gatePassCode),
    index('lot_handovers_member_idx').on(t.memberId),
    index('lot_handovers_step_idx').on(t.titleStep),
  ],
);
export type LotHandover = typeof lotHandovers.$inferSelect;

/**
 * A delay the seller or the title caused, recorded by staff with a reason: its days are not charged for storage
 * (lib/domain/storage-days). Either a span of days (`from_day` to `to_day`, both included) or a number of days.
 */
export const storageDelays = pgTable(
  'storage_delays',
  {
    id: serial('id').primaryKey(),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id),
    cause: text('cause', { enum: STORAGE_DELAY_CAUSES }).notNull(),
    fromDay: date('from_day', { mode: 'string' }),
    toDay: date('to_day', { mode: 'string' }),
    days: integer('days').notNull(),
    reason: text('reason').notNull(),
    recordedBy: text('recorded_by')
      .notNull()
      .references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('storage_delays_lot_idx').on(t.lotId, t.id),
    check(
      'storage_delays_span',
      sql`(${t.fromDay} is null and ${t.toDay} is null) or (${t.fromDay} is not null and ${t.toDay} >= ${t.fromDay})`,
    ),
    check('storage_delays_days', sql`${t.days} > 0`),
  ],
);
export type StorageDelayRow = typeof storageDelays.$inferSelect;
