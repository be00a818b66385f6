import {
  approvalDetailSchema,
  approvalListQuery,
  approvalListSchema,
  counterSchema,
} from '@/lib/schemas/approvals';
import { offerIdParam, approvalOutcomeSchema } from '@/lib/schemas/offers';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';

const tag = 'Back office';
const STAFF =
  'Staff with the `approvals.write` permission (the `auctions` role); other staff and members get 403.';
const lotId = { schema: lotIdParam, description: 'The lot id: 9 digits.' };
const offerId = { schema: offerIdParam, description: 'The offer’s id.' };
const outcome = { description: 'How the step ended.', data: approvalOutcomeSchema };

/** The three answers of the seller's side, on a lot on approval or on a buyer's offer (issue 24 §3). */
function decisions(
  base: string,
  params: Operation['params'],
  what: string,
  conflicts: readonly string[],
): Operation[] {
  const common = { tag, access: 'member' as const, idempotencyKey: true, params, success: outcome };
  const errors = { 403: true, 404: true, 409: conflicts, 422: ['idempotency_key_reused'] } as const;
  return [
    {
      ...common,
      method: 'post',
      path: `${base}/accept`,
      summary: `Accept ${what}`,
      description: `${STAFF} The lot sells at the buyer’s price (purchase to pay); audited.`,
      errors,
    },
    {
      ...common,
      method: 'post',
      path: `${base}/reject`,
      summary: `Reject ${what}`,
      description: `${STAFF} The buyer is told and the buying power it held is released; audited.`,
      errors,
    },
    {
      ...common,
      method: 'post',
      path: `${base}/counter`,
      summary: `Counter ${what} with a higher price`,
      description:
        `${STAFF} The buyer has 2 business days to accept or decline (then it lapses on its own); ` +
        '`price` in whole dollars above the buyer’s price (422 `counterNotAbove`; on an offer at most the ' +
        'buy-it-now price, `counterAboveBuyNow`); audited.',
      body: { json: counterSchema },
      errors,
    },
  ];
}

/** The console's approvals (issue 24 §3): lots on approval and buyers' offers, and the seller's answers. */
export const adminApprovalOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/approvals',
    tag,
    summary: 'Lots on approval and buyers’ offers that wait, the longest waiting first',
    description: `${STAFF} \`branch\`: a branch id; \`state\`: \`seller\` (waits for a decision) or \`buyer\` (a counter waits for the buyer).`,
    access: 'member',
    query: approvalListQuery,
    success: { description: 'One page; `hasMore` when the next page has rows.', data: approvalListSchema },
    errors: { 403: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/approvals/lots/{id}',
    tag,
    summary: 'A lot on approval: high bid, bidder, reserve, pending counter and history',
    description: STAFF,
    access: 'member',
    params: { id: lotId },
    success: { description: 'The lot’s approval.', data: approvalDetailSchema },
    errors: { 403: true, 404: true },
  },
  ...decisions('/rest-api/v2/admin/approvals/lots/{id}', { id: lotId }, 'the high bid of a lot on approval', [
    'not_on_approval',
    'counter_pending',
  ]),
  {
    method: 'get',
    path: '/rest-api/v2/admin/approvals/offers/{id}',
    tag,
    summary: 'A buyer’s offer below a buy-it-now price, with its lot and counter',
    description: STAFF,
    access: 'member',
    params: { id: offerId },
    success: { description: 'The offer.', data: approvalDetailSchema },
    errors: { 403: true, 404: true },
  },
  ...decisions('/rest-api/v2/admin/approvals/offers/{id}', { id: offerId }, 'a buyer’s offer', [
    'counter_pending',
    'offer_closed',
    'offer_lapsed',
  ]),
];
