import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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
  (t) => [
    index('credit_cards_member_idx').on(t.memberId),
    // At most one primary card per member among the cards not deleted.
    uniqueIndex('credit_cards_one_primary')
      .on(t.memberId)
      .where(sql`${t.isPrimary} and ${t.deletedAt} is null`),
  ],
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
    /** The payment that brought the deposit in (null for demo and wire deposits). */
    paymentId: integer('payment_id').references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('deposits_member_idx').on(t.memberId, t.status),
    uniqueIndex('deposits_payment_idx').on(t.paymentId),
  ],
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

export const REFUND_STATUSES = ['requested', 'approved', 'rejected', 'paid'] as const;

/** A member's request to have a deposit refunded (lib/server/payments/refunds.ts), and how it was decided. */
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
    /**
     * requested: waits for finance (REFUNDS_NEED_APPROVAL); approved: let through, the money on its way (a bank
     * transfer); paid: returned; rejected: denied, with the `reason` the member sees.
     */
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    reason: text('reason'),
    /** The deposit-refund row of the ledger its payout wrote (null while it waits for finance, or once denied). */
    transactionId: integer('transaction_id').references(() => transactions.id),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_member_idx').on(t.memberId), index('refunds_status_idx').on(t.status, t.createdAt)],
);

export const PAYMENT_PURPOSES = ['deposit', 'membership', 'checkout'] as const;
export const PAYMENT_METHODS = ['card', 'paypal', 'wire'] as const;
export const PAYMENT_STATUSES = [
  'pending',
  /** A wire transfer of which part has arrived (lib/server/payments/wires). */
  'partly_paid',
  'requires_action',
  'approved',
  'declined',
  'failed',
  'canceled',
  'refunded',
] as const;

/**
 * One payment attempt of a member (lib/server/payments/payments.ts): what it pays for, how, through which gateway and
 * how it stands. `idempotencyKey` is unique per member, so a retried attempt never charges twice; `details` carries
 * what the purpose needs (a membership tier, the lots of a checkout).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    cardId: integer('card_id').references(() => creditCards.id),
    gateway: text('gateway').notNull(),
    gatewayRef: text('gateway_ref'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    declineCode: text('decline_code'),
    /** Where the member goes to finish it: the 3-D Secure challenge or PayPal's approval page. */
    actionUrl: text('action_url'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_member_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('payments_member_idx').on(t.memberId, t.createdAt),
    index('payments_gateway_ref_idx').on(t.gateway, t.gatewayRef),
  ],
);

export const GATEWAY_OPERATIONS = [
  'tokenize',
  'authorize',
  'confirm',
  'capture',
  'release',
  'refund',
] as const;

/**
 * Every call to a payment gateway, as the gateway answered it: a card tokenized, a hold (authorize), a 3-D Secure or
 * PayPal confirmation, a capture, a release, a refund. Unique per gateway and idempotency key: a retried call finds
 * its first answer here and is not sent again. Never a card number or a security code.
 */
export const gatewayOperations = pgTable(
  'gateway_operations',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    operation: text('operation', { enum: GATEWAY_OPERATIONS }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The gateway's id of what the call made or acted on (a card token, an authorization, a PayPal order). */
    reference: text('reference'),
    amountCents: cents('amount_cents'),
    /** approved, declined, requires_action, ... */
    outcome: text('outcome').notNull(),
    code: text('code'),
    response: jsonb('response').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gateway_operations_key').on(t.gateway, t.idempotencyKey),
    index('gateway_operations_reference_idx').on(t.gateway, t.reference),
  ],
);
