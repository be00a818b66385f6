import {
  approvalOutcomeSchema,
  makeOfferSchema,
  memberOfferSchema,
  memberOffersSchema,
  offerIdParam,
} from '@/lib/schemas/offers';
import type { Operation } from './operation';

const tag = 'Bids';
const id = { schema: offerIdParam, description: 'The offer’s id (the member’s own; another’s is 404).' };
const answerErrors = {
  403: ['over_buying_power', 'terms_not_accepted', 'id_not_verified'],
  404: true,
  409: ['counter_closed', 'counter_expired', 'offer_lapsed'],
  422: ['idempotency_key_reused'],
} as const;

/** A buyer's offers below a buy-it-now price and their answers to the seller's counters (issue 24 §3). */
export const offerOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/account/offers',
    tag,
    summary: 'The member’s offers and counters that wait, newest first',
    access: 'member',
    success: { description: 'The offers.', data: memberOffersSchema },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/offers',
    tag,
    summary: 'Offer less than a lot’s buy-it-now price',
    description:
      'While the lot can be bought now; at least the opening bid and below the price (422 naming `amount`); one ' +
      'open offer per lot (409 `offer_exists`); over $2,500 an approved id (403 `id_not_verified`); its cost with the fees must fit the buying power (403), which it ' +
      'then holds until the seller answers.',
    access: 'member',
    idempotencyKey: true,
    body: { json: makeOfferSchema },
    success: { description: 'The offer, waiting for the seller.', data: memberOfferSchema },
    errors: {
      403: ['over_buying_power', 'terms_not_accepted', 'id_not_verified'],
      404: true,
      409: ['offer_unavailable', 'offer_exists'],
      422: ['idempotency_key_reused'],
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/offers/{id}/accept',
    tag,
    summary: 'Accept the seller’s counter-offer (a purchase at its price)',
    description:
      'Before its deadline (409 `counter_expired` after); its cost with the fees must fit the buying power, and ' +
      'over $2,500 it needs an approved id (403 `id_not_verified`).',
    access: 'member',
    idempotencyKey: true,
    params: { id },
    success: { description: 'The sale.', data: approvalOutcomeSchema },
    errors: answerErrors,
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/offers/{id}/decline',
    tag,
    summary: 'Decline the seller’s counter-offer',
    description: 'A bid on approval then ends unsold, and the buying power it held is released.',
    access: 'member',
    idempotencyKey: true,
    params: { id },
    success: { description: 'The end of the offer.', data: approvalOutcomeSchema },
    errors: {
      404: true,
      409: ['counter_closed', 'counter_expired', 'offer_lapsed'],
      422: ['idempotency_key_reused'],
    },
  },
];
