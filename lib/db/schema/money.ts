import { boolean, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, tstz, updatedAt } from './columns';
import { lots } from './inventory';
import { members } from './members';

/** A saved card: the gateway's token, brand, last four, BIN and expiry. Never the number. */
export const creditCards = pgTable(
  'credit_cards',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    bin: text('bin').notNull(),
    expMonth: smallint('exp_month').notNull(),
    expYear: smallint('exp_year').notNull(),
    holderName: text('holder_name').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    deletedAt: tstz('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('credit_cards_member_idx').on(t.memberId)],
);

export const DEPOSIT_STATUSES = ['pending', 'held', 'released', 'refunded', 'failed'] as const;

/** A deposit held against bidding: buying power is a multiple of the held deposits. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull(),
    method: text('method', { enum: ['card', 'paypal', 'wire', 'demo'] }).notNull(),
    gatewayRef: text('gateway_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('deposits_member_idx').on(t.memberId, t.status)],
);

export const TRANSACTION_KINDS = [
  'deposit',
  'deposit-refund',
  'membership',
  'purchase',
  'buyer-fee',
  'documentation-fee',
  'gate-fee',
  'environmental-fee',
  'payment',
  'late-fee',
  'storage-fee',
] as const;

/**
 * The money ledger: every movement is a row with a signed amount (positive: the member owes or holds more;
 * see the payments service for the sign of each kind). Balances and lists are derived from it.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TRANSACTION_KINDS }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'void'] }).notNull(),
    lotId: integer('lot_id').references(() => lots.id),
    depositId: integer('deposit_id').references(() => deposits.id),
    description: text('description').notNull(),
    gatewayRef: text('gateway_ref'),
    idempotencyKey: text('idempotency_key'),
    dueAt: tstz('due_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('transactions_member_idx').on(t.memberId, t.kind, t.createdAt),
    uniqueIndex('transactions_idempotency_key').on(t.memberId, t.idempotencyKey),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    amountCents: cents('amount_cents').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'rejected', 'paid'] }).notNull(),
    reason: text('reason'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_member_idx').on(t.memberId)],
);
