/**
 * A buyer's side of approvals and offers (issue 24 §3; the rules in lib/domain/offers.ts): make an offer below a
 * buy-it-now price (POST /rest-api/v2/account/offers), list one's open offers and counters (GET), accept or decline a
 * counter (POST .../offers/{id}/accept, /decline). The mutations carry an Idempotency-Key like bids and buy it now.
 * Money is whole dollars on the wire and `Cents` inside (./money's codecs); validation messages are keys of the
 * Offers.errors namespace.
 */
import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { OFFER_KINDS, OFFER_STATES } from '@/lib/domain/offers';
import { dollarsCodec, wireDollars } from './money';

const MAX_OFFER_DOLLARS = 1_000_000;

export const makeOfferSchema = z.object({
  lotId: z.int('lotIdInvalid').check(z.gte(100_000_000, 'lotIdInvalid'), z.lte(999_999_999, 'lotIdInvalid')),
  /** The offer: whole dollars on the wire, `Cents` once parsed. */
  amount: dollarsCodec({ min: 1, max: MAX_OFFER_DOLLARS, invalid: 'offerInvalid', tooHigh: 'offerTooHigh' }),
  locale: z._default(z.enum(LOCALES, 'localeInvalid'), 'en'),
});
export type MakeOfferInput = z.output<typeof makeOfferSchema>;

/** An offer's id in a path: a positive integer. */
export const offerIdParam = z.coerce
  .number('offerIdInvalid')
  .check(z.int('offerIdInvalid'), z.gte(1, 'offerIdInvalid'), z.lte(2_147_483_647, 'offerIdInvalid'));

/** One of the member's offers or counters, as My bids lists it. */
export const memberOfferSchema = z.object({
  id: z.int(),
  lotId: z.int(),
  /** high-bid: the seller's counter to the member's bid on approval; offer: the member's own offer. */
  kind: z.enum(OFFER_KINDS),
  state: z.enum(OFFER_STATES),
  title: z.string(),
  /** The lot page's path (without a locale prefix). */
  path: z.string(),
  image: z.string(),
  /** The member's price: their high bid or their offer. */
  amount: wireDollars,
  /** The seller's counter, or null. */
  counter: z.nullable(wireDollars),
  /** The counter's deadline (ISO time), or null. */
  expiresAt: z.nullable(z.string()),
  buyItNow: z.nullable(wireDollars),
  /** The selling branch's IANA time zone: the deadline is shown in it, as sale times are. */
  timeZone: z.string(),
  createdAt: z.string(),
});
export type MemberOffer = z.output<typeof memberOfferSchema>;

export const memberOffersSchema = z.object({ items: z.array(memberOfferSchema) });
export type MemberOffers = z.output<typeof memberOffersSchema>;

/** How a step on an offer or a bid on approval ended (the answer of every accept, reject, counter and decline). */
export const approvalOutcomeSchema = z.object({
  lotId: z.int(),
  offerId: z.nullable(z.int()),
  /** sold / bought-now: the lot sold at `price`; not-sold: the bid on approval ends unsold; the rest name the offer's state. */
  result: z.enum(['sold', 'bought-now', 'not-sold', 'rejected', 'countered', 'declined']),
  price: z.nullable(wireDollars),
  /** A counter's deadline (ISO time). */
  expiresAt: z.nullable(z.string()),
  /** When a sale's purchase is due (ISO time): PAYMENT_DUE_BUSINESS_DAYS business days after it. */
  dueAt: z.nullable(z.string()),
});
export type ApprovalOutcome = z.output<typeof approvalOutcomeSchema>;
