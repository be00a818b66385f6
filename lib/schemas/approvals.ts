/**
 * The console's approvals (issue 24 §3): lots waiting on approval and buyers' offers below a buy-it-now price, listed
 * (GET /rest-api/v2/admin/approvals), each read (GET .../lots/{id}, .../offers/{id}) and answered for the seller:
 * accept, reject or counter (POST .../accept, /reject, /counter, each with an Idempotency-Key). One schema for the
 * console's forms and the handlers (zod/mini: it ships to the browser); money is whole dollars on the wire, `Cents`
 * inside. Messages are keys the console translates (components/admin/approvals/approval-messages.ts).
 */
import * as z from 'zod/mini';
import { OFFER_KINDS, OFFER_STATES } from '@/lib/domain/offers';
import { dollarsCodec, wireDollars } from './money';

/** Who an approval waits for: the seller's side (a decision) or the buyer (the answer to a counter). */
export const APPROVAL_WAITING = ['seller', 'buyer'] as const;
export type ApprovalWaiting = (typeof APPROVAL_WAITING)[number];

export const APPROVALS_PAGE_SIZE = 50;
/** The largest counter the console takes, whole dollars (the lots' own prices stop there too). */
export const COUNTER_DOLLARS_MAX = 10_000_000;

const positiveInt = (max: number) =>
  z.coerce.number('invalid').check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(max, 'invalid'));

export const approvalListQuery = z.object({
  branch: z.optional(positiveInt(1_000_000)),
  state: z.optional(z.enum(APPROVAL_WAITING, 'invalid')),
  page: z.optional(positiveInt(10_000)),
});
export type ApprovalListQuery = z.output<typeof approvalListQuery>;

/** A counter's body: the price asked, whole dollars above the buyer's price. */
export const counterSchema = z.object({
  price: dollarsCodec({ min: 1, max: COUNTER_DOLLARS_MAX, invalid: 'wholeDollars', tooHigh: 'tooHigh' }),
});
export type CounterInput = z.output<typeof counterSchema>;

const bidderSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** One row of the list: a lot on approval (`high-bid`) or a buyer's offer (`offer`). */
export const approvalRowSchema = z.object({
  kind: z.enum(OFFER_KINDS),
  lotId: z.int(),
  /** The offer (an `offer` row, or a high bid's pending counter); null for a high bid not yet countered. */
  offerId: z.nullable(z.int()),
  title: z.string(),
  branchId: z.int(),
  branchName: z.string(),
  waiting: z.enum(APPROVAL_WAITING),
  /** The buyer's price: the high bid, or the offer. */
  price: wireDollars,
  counter: z.nullable(wireDollars),
  reserve: z.nullable(wireDollars),
  buyItNow: z.nullable(wireDollars),
  bidder: bidderSchema,
  /** Since when it waits: the lot went on approval, or the offer was made (ISO time). */
  since: z.string(),
  /** A counter's deadline (ISO time). */
  expiresAt: z.nullable(z.string()),
});
export type ApprovalRow = z.output<typeof approvalRowSchema>;

export const approvalListSchema = z.object({
  items: z.array(approvalRowSchema),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type ApprovalList = z.output<typeof approvalListSchema>;

/** One negotiation on the lot, for its history. */
export const offerHistorySchema = z.object({
  id: z.int(),
  kind: z.enum(OFFER_KINDS),
  state: z.enum(OFFER_STATES),
  bidder: bidderSchema,
  amount: wireDollars,
  counter: z.nullable(wireDollars),
  expiresAt: z.nullable(z.string()),
  createdAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type OfferHistory = z.output<typeof offerHistorySchema>;

/**
 * One lot on approval or one offer, as its console page shows it: the row's facts, the lot's status and bids, every
 * negotiation on the lot, and whether the seller's side may decide now (`decidable`: it waits for the seller and the
 * lot can still be sold this way). A lot page's `offerId` is its pending counter's.
 */
export const approvalDetailSchema = z.object({
  ...approvalRowSchema.def.shape,
  /** Null once nothing waits (decided, or the lot was sold another way). */
  waiting: z.nullable(z.enum(APPROVAL_WAITING)),
  /** Null for a lot that ended without a bidder. */
  bidder: z.nullable(bidderSchema),
  /** The offer's own state (null for a high bid not countered). */
  offerState: z.nullable(z.enum(OFFER_STATES)),
  lotStatus: z.string(),
  bidCount: z.int(),
  saleDate: z.nullable(z.string()),
  timeZone: z.string(),
  decidable: z.boolean(),
  history: z.array(offerHistorySchema),
});
export type ApprovalDetail = z.output<typeof approvalDetailSchema>;
