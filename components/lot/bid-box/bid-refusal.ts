import { ApiRequestError } from '@/lib/api/fetcher';
import type { Cents } from '@/lib/domain/money';
import type { BidProblemKey } from './bid-box-labels';
import type { BidProblem } from './max-bid-check';

const BY_CODE: Record<string, BidProblemKey> = {
  bid_below_minimum: 'minimumRaised',
  total_below_minimum: 'totalBelowMinimum',
  bid_not_on_increment: 'notOnIncrement',
  max_not_raised: 'maxNotRaised',
  over_buying_power: 'overBuyingPower',
  lot_not_open: 'lotNotOpen',
  // A live bid that raced the console's pause; the panel itself shows the lane paused.
  lane_paused: 'lotNotOpen',
  membership_not_allowed: 'membershipNotAllowed',
  active_bids_limit: 'activeBidsLimit',
  terms_not_accepted: 'termsNotAccepted',
  buy_now_unavailable: 'buyNowUnavailable',
  id_not_verified: 'idNotVerified',
  unauthorized: 'unauthorized',
  not_found: 'notFound',
  rate_limited: 'rateLimited',
};

/** The 422 field keys of the bid schemas (lib/schemas/bids.ts) that the bid box can explain. */
const BY_FIELD_KEY: Record<string, BidProblemKey> = {
  maxBidInvalid: 'invalid',
  maxBidTooHigh: 'tooHigh',
  maxBidNotOnIncrement: 'notOnIncrement',
  maxBidOverBuyingPower: 'overBuyingPower',
};

/**
 * The problem a failed bid or purchase shows: the refusal code of the error body, else the field key of a 422, else
 * network (no answer), rate limited (429) or generic (a 5xx, an idempotency-key slip or anything unforeseen).
 */
export function refusalProblem(error: unknown, cents?: Cents): BidProblem {
  if (!(error instanceof ApiRequestError)) return { key: 'generic' };
  if (error.status === undefined) return { key: 'network' };
  if (error.status === 429) return { key: 'rateLimited' };
  const fieldKey = error.fields?.maxBid;
  const key: BidProblemKey =
    (error.code ? BY_CODE[error.code] : undefined) ??
    (fieldKey ? BY_FIELD_KEY[fieldKey] : undefined) ??
    (error.status === 401 ? 'unauthorized' : 'generic');
  return (key === 'notOnIncrement' || key === 'totalBelowMinimum') && cents !== undefined
    ? { key, cents }
    : { key };
}

/** Whether the request may have gone unanswered: a retry of the same values reuses its Idempotency-Key. */
export function mayRetrySame(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === undefined || error.status >= 500);
}

/** Refusals after which the lot's bidding state is stale (price, status, terms or session changed): refetch it. */
export function staleAfter(error: unknown): boolean {
  return error instanceof ApiRequestError && [401, 403, 404, 409].includes(error.status ?? 0);
}
