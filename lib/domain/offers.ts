/**
 * Approvals and offers (issue 24 §3), the rules without I/O. An offer row (lot_offers) is one negotiation between the
 * seller's side and one buyer on one lot: either the high bid of a lot that ended below its reserve (`high-bid`, a row
 * made when staff counter it) or a buyer's own offer below a buy-it-now price (`offer`).
 */
import { addBusinessDays } from './business-days';
import { COUNTER_OFFER_BUSINESS_DAYS, OPENING_BID_CENTS } from './business-rules';
import type { Cents } from './money';

export const OFFER_KINDS = ['high-bid', 'offer'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];

/**
 * open: a buyer's offer waits for the seller's side; countered: the seller's counter waits for the buyer. The rest are
 * ends: accepted (the lot sold at the offer or the counter), rejected (by the seller's side), declined (the buyer said
 * no to the counter), expired (the counter's deadline passed), lapsed (the lot left buy it now: sold, bought or its sale
 * began).
 */
export const OFFER_STATES = [
  'open',
  'countered',
  'accepted',
  'rejected',
  'declined',
  'expired',
  'lapsed',
] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** The states in which an offer still waits for someone (at most one per lot and member). */
export const ACTIVE_OFFER_STATES = ['open', 'countered'] as const satisfies readonly OfferState[];

/** What a buyer is told about their offer or their bid on approval (the live feed's notice, the e-mail). */
export const OFFER_EVENTS = [
  'countered',
  'bid-rejected',
  'offer-rejected',
  'offer-accepted',
  'expired',
  'lapsed',
] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

/**
 * The message key prefix of each offer event, shared by the e-mail (Mail `${prefix}Subject`, `${prefix}Text`) and the
 * push notification (Push `${prefix}Title`, `${prefix}Body`).
 */
export const OFFER_EVENT_KEYS: Readonly<Record<OfferEvent, string>> = {
  countered: 'counterOffer',
  'bid-rejected': 'bidRejected',
  'offer-rejected': 'offerRejected',
  'offer-accepted': 'offerAccepted',
  expired: 'counterExpired',
  lapsed: 'offerLapsed',
};

/** Where the buyer answers a counter and sees their offers and bids. */
export const MY_BIDS_PATH = '/myaccount/bids';

/** When a counter made at `now` lapses: COUNTER_OFFER_BUSINESS_DAYS business days later, at the same time of day. */
export function counterDeadline(now: Date): Date {
  return addBusinessDays(now, COUNTER_OFFER_BUSINESS_DAYS);
}

/** Why an offer's amount is refused, as the key of its message. */
export type OfferAmountProblem = 'offerBelowOpeningBid' | 'offerNotBelowBuyNow';

/** A buyer's offer is at least the opening bid and below the buy-it-now price (at it, they would buy it now). */
export function offerAmountProblem(amount: Cents, buyItNow: Cents): OfferAmountProblem | null {
  if (amount < OPENING_BID_CENTS) return 'offerBelowOpeningBid';
  if (amount >= buyItNow) return 'offerNotBelowBuyNow';
  return null;
}

/** Why a counter's price is refused, as the key of its message. */
export type CounterProblem = 'counterNotAbove' | 'counterAboveBuyNow';

/**
 * A counter asks more than the buyer's price (the high bid or the offer); on a buy-it-now lot it asks at most the
 * buy-it-now price (more, and the buyer would rather buy it now).
 */
export function counterProblem(
  counter: Cents,
  { buyerPrice, buyItNow }: { buyerPrice: Cents; buyItNow: Cents | null },
): CounterProblem | null {
  if (counter <= buyerPrice) return 'counterNotAbove';
  if (buyItNow !== null && counter > buyItNow) return 'counterAboveBuyNow';
  return null;
}

/** Whether a countered offer may still be accepted at `now`: until its deadline; from the deadline on it has lapsed. */
export function counterOpen(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}
