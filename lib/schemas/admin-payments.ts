/**
 * The console's money (issue 24 §5): the payments list and its CSV (GET /rest-api/v2/admin/payments, .../export.csv),
 * recording a received wire (POST /rest-api/v2/admin/payments/wires) and the refund requests that wait for finance
 * (GET /rest-api/v2/admin/refunds, POST .../{id}/approve, .../{id}/deny). One schema for the console's forms and the
 * handlers (zod/mini: it ships to the browser); messages are English, as the console is. Money is whole dollars on
 * the wire and `Cents` inside (the wire-dollar codecs); the CSV carries dollars with cents, labelled `_usd`.
 */
import * as z from 'zod/mini';
import { normalizeWireReference } from '@/lib/domain/wire-reference';
import { isIsoDay } from './admin-audit';
import { dollarsCodec, wireDollars } from './money';
import { text } from './safe-text';

/** The table's lists (lib/db/schema/money.ts); a test holds them equal. */
export const PAYMENT_PURPOSE_CODES = ['deposit', 'membership', 'checkout'] as const;
export const PAYMENT_METHOD_CODES = ['card', 'paypal', 'wire'] as const;
export const PAYMENT_STATE_CODES = [
  'pending',
  'partly_paid',
  'requires_action',
  'approved',
  'declined',
  'failed',
  'canceled',
  'refunded',
] as const;
/** The state filter's extra choice: every payment still waiting (pending, partly paid or waiting on the member). */
export const OPEN_PAYMENTS = 'open';
export const REFUND_STATE_CODES = ['requested', 'approved', 'rejected', 'paid'] as const;

export const ADMIN_PAYMENTS_PAGE_SIZE = 50;
export const ADMIN_PAYMENTS_MAX_PAGE_SIZE = 200;
/** The largest single wire the console records: a guard against typing slips. */
export const WIRE_MAX_DOLLARS = 10_000_000;
export const DENY_REASON_MIN = 3;
export const DENY_REASON_MAX = 500;

const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const blankIsAbsent = <T extends string>(value: string) => (value === '' ? undefined : (value as T));

/** One of `values`, or absent (missing or blank, as a GET form sends an unset field). */
function optionalCode<const T extends readonly string[]>(values: T, message: string) {
  return z.optional(
    z.pipe(
      z.string(message).check(z.refine((v) => v === '' || values.includes(v), message)),
      z.transform((v: string) => blankIsAbsent<T[number]>(v)),
    ),
  );
}

const day = z.optional(
  z.pipe(
    text().check(z.refine((v) => v === '' || isIsoDay(v), DAY_MESSAGE)),
    z.transform((v: string) => blankIsAbsent(v)),
  ),
);

const wholeNumber = (max: number, fallback: number) =>
  z._default(
    z.coerce
      .number('A whole number.')
      .check(z.int('A whole number.'), z.gte(1, 'At least 1.'), z.lte(max, `At most ${max}.`)),
    fallback,
  );

/** The payments list's filters (the console's GET form sends the same names); `from` and `to` are UTC days. */
export const adminPaymentQuery = z
  .object({
    purpose: optionalCode(PAYMENT_PURPOSE_CODES, 'Choose deposit, membership or checkout.'),
    method: optionalCode(PAYMENT_METHOD_CODES, 'Choose card, PayPal or wire.'),
    state: optionalCode([...PAYMENT_STATE_CODES, OPEN_PAYMENTS] as const, 'Choose one of the states.'),
    /** The member's e-mail, whole (any case). */
    email: z.optional(
      z.pipe(
        text().check(z.maxLength(254, 'At most 254 characters.')),
        z.transform((v: string) => blankIsAbsent(v.toLowerCase())),
      ),
    ),
    from: day,
    to: day,
    page: wholeNumber(100_000, 1),
    pageSize: wholeNumber(ADMIN_PAYMENTS_MAX_PAGE_SIZE, ADMIN_PAYMENTS_PAGE_SIZE),
  })
  .check(
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: 'The end date comes before the start date.',
      path: ['to'],
    }),
  );
export type AdminPaymentQuery = z.output<typeof adminPaymentQuery>;

const iso = z.string();

/** One payment as the console lists it; the wire columns are null for other methods. */
export const adminPaymentSchema = z.object({
  id: z.int(),
  createdAt: iso,
  completedAt: z.nullable(iso),
  memberId: z.string(),
  memberEmail: z.string(),
  purpose: z.enum(PAYMENT_PURPOSE_CODES),
  method: z.enum(PAYMENT_METHOD_CODES),
  state: z.enum(PAYMENT_STATE_CODES),
  amount: wireDollars,
  /** A wire's reference; the gateway's reference for a card or PayPal payment. */
  reference: z.nullable(z.string()),
  received: z.nullable(wireDollars),
  outstanding: z.nullable(wireDollars),
  excess: z.nullable(wireDollars),
});
export type AdminPayment = z.output<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({
  items: z.array(adminPaymentSchema),
  page: z.int(),
  pageSize: z.int(),
  /** Every payment the filters match. */
  total: z.int(),
  hasMore: z.boolean(),
});
export type AdminPaymentList = z.output<typeof adminPaymentListSchema>;

export const REFERENCE_MESSAGE = 'Enter the reference as on the bank statement, like W-7K9M2QRT.';
export const AMOUNT_MESSAGE = 'Enter the amount in whole dollars, like 1250.';

/** Whether `day` (YYYY-MM-DD) is at most one day after `now`'s UTC day (a bank in another time zone). */
function notInTheFuture(day: string, now = new Date()): boolean {
  return Date.parse(`${day}T00:00:00Z`) <= now.getTime() + 86_400_000;
}

/**
 * A received wire as finance records it: the reference (typed as on the statement: any case, with or without `W-`
 * and separators), the amount in whole dollars, and the day the bank credited it (not after tomorrow, UTC).
 */
export const recordWireSchema = z.strictObject({
  reference: z.pipe(
    text({ message: REFERENCE_MESSAGE }).check(
      z.maxLength(40, REFERENCE_MESSAGE),
      z.refine((v) => normalizeWireReference(v) !== null, REFERENCE_MESSAGE),
    ),
    z.transform((v: string) => normalizeWireReference(v) ?? v),
  ),
  amount: dollarsCodec({
    min: 1,
    max: WIRE_MAX_DOLLARS,
    invalid: AMOUNT_MESSAGE,
    tooHigh: 'That is more than one wire can be.',
  }),
  receivedOn: text({ message: DAY_MESSAGE }).check(
    z.refine(isIsoDay, { message: DAY_MESSAGE, abort: true }),
    z.refine((v) => notInTheFuture(v), 'The day the money arrived cannot be in the future.'),
    z.refine((v) => v >= '2000-01-01', 'Enter a day from 2000 on.'),
  ),
});
export type RecordWireInput = z.output<typeof recordWireSchema>;

/** What recording a wire answers: the receipt, how it was applied, and the payment after it. */
export const wireReceiptSchema = z.object({
  receiptId: z.int(),
  reference: z.string(),
  receivedOn: z.string(),
  amount: wireDollars,
  /** What paid the payment. */
  applied: wireDollars,
  /** What was credited to the member as a held wire deposit (`creditDepositId`). */
  credit: wireDollars,
  creditDepositId: z.nullable(z.int()),
  payment: z.object({
    id: z.int(),
    memberEmail: z.string(),
    purpose: z.enum(PAYMENT_PURPOSE_CODES),
    state: z.enum(PAYMENT_STATE_CODES),
    amount: wireDollars,
    received: wireDollars,
    outstanding: wireDollars,
    excess: wireDollars,
  }),
  /** Why the money went to the member's credit rather than the payment, when it did (plain English). */
  note: z.nullable(z.string()),
});
export type WireReceipt = z.output<typeof wireReceiptSchema>;

/** The refund list's filter: the state (default: those waiting for a decision) and the page. */
export const adminRefundQuery = z.object({
  state: z._default(
    z.enum([...REFUND_STATE_CODES, 'all'], 'Choose requested, approved, rejected, paid or all.'),
    'requested',
  ),
  page: wholeNumber(100_000, 1),
});
export type AdminRefundQuery = z.output<typeof adminRefundQuery>;

export const adminRefundSchema = z.object({
  id: z.int(),
  createdAt: iso,
  decidedAt: z.nullable(iso),
  memberId: z.string(),
  memberEmail: z.string(),
  depositId: z.int(),
  /** How the deposit was paid (it goes back the same way: a card or PayPal at once, a wire by bank transfer). */
  method: z.string(),
  amount: wireDollars,
  state: z.enum(REFUND_STATE_CODES),
  reason: z.nullable(z.string()),
});
export type AdminRefund = z.output<typeof adminRefundSchema>;

export const adminRefundListSchema = z.object({
  items: z.array(adminRefundSchema),
  page: z.int(),
  hasMore: z.boolean(),
});
export type AdminRefundList = z.output<typeof adminRefundListSchema>;

/** Denying a refund: the reason, which the member sees on their refunds list. */
export const denyRefundSchema = z.strictObject({
  reason: text({ message: 'Give the reason the member will see.', multiline: true }).check(
    z.minLength(DENY_REASON_MIN, `At least ${DENY_REASON_MIN} characters.`),
    z.maxLength(DENY_REASON_MAX, `At most ${DENY_REASON_MAX} characters.`),
  ),
});

/** A refund's id in the path: 1 to 9 digits, above 0. */
export const refundIdParam = z.string('Not a refund id.').check(
  z.regex(/^\d{1,9}$/, 'Not a refund id.'),
  z.refine((v) => Number(v) > 0, 'Not a refund id.'),
);
