import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt } from './columns';
import { deposits, payments } from './money';

/**
 * A payment the member chose to make by bank wire (issue 24 §5): the `payments` row (method `wire`, status pending,
 * partly_paid, approved...) and the reference the transfer must carry, `W-` and 8 characters (lib/domain/wire-reference),
 * unique across every wire ever asked for, so finance can match a bank statement's line to exactly one payment.
 */
export const wireTransfers = pgTable(
  'wire_transfers',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wire_transfers_reference_key').on(t.reference)],
);

/**
 * A wire finance recorded as received (lib/server/payments/wires/record-wire.ts): the amount, the day the bank
 * credited it, and how it was applied: `appliedCents` to the payment (at most what it still lacked), `creditCents`
 * (the rest, an over-payment or a wire for a payment no longer open) to the member as a held wire deposit
 * (`creditDepositId`). Several receipts may name one payment; applied + credit = amount.
 */
export const wireReceipts = pgTable(
  'wire_receipts',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    appliedCents: cents('applied_cents').notNull(),
    creditCents: cents('credit_cents').notNull(),
    creditDepositId: integer('credit_deposit_id').references(() => deposits.id),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The staff member who recorded it (the audit log has the rest). */
    recordedBy: text('recorded_by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('wire_receipts_payment_idx').on(t.paymentId, t.id)],
);
