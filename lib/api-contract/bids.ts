import {
  BID_REFUSALS,
  bidListParam,
  bidListQuerySchema,
  buyNowSchema,
  placeBidSchema,
  shippingWidgetSchema,
} from '@/lib/schemas/bids';
import {
  keepShippingDestinationSchema,
  shippingEstimateQuerySchema,
  shippingEstimateSchema,
} from '@/lib/schemas/shipping';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';
import { bool, constant, documented, dollars, int, isoTime, nullable, object, oneOf, paged } from './shapes';

const tag = 'Bids';
/** The refusals that answer 403: the account is not allowed this bid or purchase (yet). */
const NOT_ALLOWED = ['terms_not_accepted', 'id_not_verified'] as const;
/** The refusals that answer 409 (and the other account rules, listed with them). */
const REFUSED = BID_REFUSALS.filter((code) => !(NOT_ALLOWED as readonly string[]).includes(code));

/** Pre-bids, live bids, buy it now, the bid box and the member's bid lists. */
export const bidOperations: Operation[] = [
  {
    method: 'post',
    path: '/rest-api/v2/bids',
    tag,
    summary: 'Set a maximum on a lot (a pre-bid, or a live bid on the block)',
    description:
      'A refused bid is a 409 (403 for terms, and for a maximum over $2,500 without an approved id: ' +
      '`id_not_verified`) whose code says why.',
    access: 'member',
    idempotencyKey: true,
    body: { json: placeBidSchema },
    success: {
      description: 'The lot’s bidding right after the bid.',
      data: object(
        {
          bidId: int,
          lotId: int,
          maxBid: dollars,
          currentBid: dollars,
          minimumBid: dollars,
          bidCount: int,
          highBidder: bool,
          status: oneOf('high-bidder', 'outbid'),
          reserve: oneOf('none', 'not-met', 'met'),
          reserveMet: bool,
        },
        { description: 'BidResult (lib/schemas/bids.ts).' },
      ),
    },
    errors: {
      403: NOT_ALLOWED,
      404: true,
      // lane_paused: a live bid while the console has the lane paused (issue 24 §2).
      409: [...REFUSED, 'lane_paused'],
      422: ['idempotency_key_reused'],
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/buy-now',
    tag,
    summary: 'Buy a lot at its buy-it-now price',
    description: 'A price over $2,500 needs an approved id (403 `id_not_verified`).',
    access: 'member',
    idempotencyKey: true,
    body: { json: buyNowSchema },
    success: {
      description: 'The purchase.',
      data: object(
        {
          lotId: int,
          price: dollars,
          buyerFee: dollars,
          documentationFee: dollars,
          otherFees: dollars,
          total: dollars,
          dueAt: isoTime,
          status: constant('bought-now'),
        },
        { description: 'BuyNowResult (lib/schemas/bids.ts).' },
      ),
    },
    errors: {
      403: NOT_ALLOWED,
      404: true,
      409: REFUSED,
      422: ['idempotency_key_reused'],
    },
  },
  {
    method: 'get',
    path: '/rest-api/v2/bids/{x}',
    tag,
    summary: 'The member’s bids of one list, paged',
    access: 'member',
    params: { x: { schema: bidListParam, description: 'The list.' } },
    query: bidListQuerySchema,
    success: { description: 'The page.', data: paged(documented('MemberBid', 'lib/schemas/bids.ts.')) },
  },
  {
    method: 'get',
    path: '/rest-api/v2/lots/{lotId}/bidding',
    tag,
    summary: 'The bid box’s state; with a session, also the member’s own part',
    access: 'public',
    params: { lotId: { schema: lotIdParam, description: 'The lot id: 9 digits (SPEC §5).' } },
    success: {
      description: 'The bid box (`member` is null for visitors).',
      data: documented('LotBidding', 'lib/schemas/bids.ts.'),
    },
    errors: { 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/lots/{lotId}/shipping-estimate',
    tag,
    summary: 'The shipping estimate to a US ZIP, or the export estimate to a country',
    description:
      'Exactly one of `zip` (five digits) and `country` (one of the export countries of the business rules). An ' +
      'estimate to plan with, not a quote: great-circle miles from the yard times a per-mile rate by vehicle type ' +
      '(with a minimum), plus, for export, ocean freight from the export port nearest the yard. A ZIP the dataset ' +
      'does not know is a 422 `zipUnknown`.',
    access: 'public',
    params: { lotId: { schema: lotIdParam, description: 'The lot id: 9 digits (SPEC §5).' } },
    query: shippingEstimateQuerySchema,
    success: { description: 'The estimate.', data: shippingEstimateSchema },
    errors: { 404: true },
  },
  {
    method: 'put',
    path: '/rest-api/v2/account/shipping-destination',
    tag,
    summary: 'Keep the member’s shipping destination (a ZIP or an export country), or forget it',
    access: 'member',
    body: { json: keepShippingDestinationSchema },
    success: {
      description: 'The kept destination (null once forgotten).',
      data: object({ destination: nullable(documented('ShippingDestination', '{ zip } or { country }.')) }),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/shipping/widget-state',
    tag,
    summary: 'Show or hide the shipping widget of the lot page’s bid box',
    access: 'member',
    body: { json: shippingWidgetSchema },
    success: { description: 'The new state.', data: object({ enabled: bool }) },
  },
];
