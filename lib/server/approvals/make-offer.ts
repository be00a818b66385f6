import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import * as z from 'zod/mini';
import { lotOffers } from '@/lib/db/schema';
import { membershipRule, TERMS_VERSION, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { ACTIVE_OFFER_STATES, offerAmountProblem } from '@/lib/domain/offers';
import { totalCost } from '@/lib/domain/total-cost';
import { wireDollars } from '@/lib/schemas/money';
import { memberOfferSchema, type MakeOfferInput, type MemberOffer } from '@/lib/schemas/offers';
import { buyNowOpen, readLotForBid } from '../bids/lot-for-bidding';
import { ApiError } from '../http/api-error';
import type { Answer } from '../http/idempotency';
import { enqueue } from '../jobs/job-queue';
import { OFFER_LAPSE_JOB_KIND } from './approval-job-kinds';
import { memberOfferById } from './member-offers';
import { runStep } from './step';
import { assertIdAllows } from '../verification/id-approval';

export const MAKE_OFFER_ROUTE = 'POST /rest-api/v2/account/offers';

/**
 * POST /rest-api/v2/account/offers: a buyer offers less than a lot's buy-it-now price, for the seller's side to
 * accept, reject or counter. Taken while the lot can be bought now (it has the price, pre-bidding has not ended, the
 * bidding is below the price); the offer is at least the opening bid and below the price; at most one open offer per
 * lot and member (409 offer_exists); above $2,500 it needs an approved id, as a bid does (403 id_not_verified); what
 * buying at the offer would cost (price and fees at the member's tier) must fit the available buying power, as a bid's
 * maximum must, and the open offer then holds it. One transaction under the
 * member's Idempotency-Key, which also queues the offer's lapse at the lot's sale start.
 */
export async function makeOffer(
  memberId: string,
  input: MakeOfferInput,
  key: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  return runStep<MemberOffer>(
    memberId,
    MAKE_OFFER_ROUTE,
    key,
    { lotId: input.lotId, amount: z.encode(wireDollars, input.amount) },
    async (tx, member) => {
      if (member.acceptedTermsVersion !== TERMS_VERSION) {
        throw new ApiError(403, 'terms_not_accepted', 'Accept the current terms before you make an offer.');
      }
      const at = now();
      const lot = await readLotForBid(tx, input.lotId, member.id);
      if (!lot) throw ApiError.notFound('There is no lot with this id.');
      if (!buyNowOpen(lot, at) || lot.buyItNowPriceCents === null || lot.saleDate === null) {
        throw ApiError.conflict(
          'offer_unavailable',
          'Offers are taken on lots with a buy-it-now price until their sale begins.',
        );
      }
      const [open] = await tx
        .select({ id: lotOffers.id })
        .from(lotOffers)
        .where(
          and(
            eq(lotOffers.lotId, lot.id),
            eq(lotOffers.memberId, member.id),
            inArray(lotOffers.state, [...ACTIVE_OFFER_STATES]),
          ),
        );
      if (open) {
        throw ApiError.conflict(
          'offer_exists',
          'You have an open offer on this lot already: wait for the seller’s answer.',
        );
      }
      const problem = offerAmountProblem(input.amount, lot.buyItNowPriceCents);
      if (problem) {
        throw ApiError.invalid(
          { amount: problem },
          `An offer is at least the opening bid and below the buy-it-now price of ${formatUsd(lot.buyItNowPriceCents)}.`,
        );
      }
      // An offer is a bid to buy: above the cap only with an approved id (business-rules UNVERIFIED_BID_CAP_CENTS).
      await assertIdAllows(tx, member.id, input.amount, 'bid');
      const costCents = totalCost(
        input.amount,
        membershipRule(member.membershipCode as MembershipCode),
      ).totalCents;
      if (costCents > lot.availableCents) {
        throw new ApiError(
          403,
          'over_buying_power',
          `Buying at this offer costs ${formatUsd(costCents)} with the fees, over your available buying power of ${formatUsd(lot.availableCents)}. Add a deposit to raise it.`,
          { amount: 'offerOverBuyingPower' },
        );
      }
      const [offer] = await tx
        .insert(lotOffers)
        .values({
          lotId: lot.id,
          memberId: member.id,
          kind: 'offer',
          state: 'open',
          amountCents: input.amount,
          locale: input.locale,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: lotOffers.id });
      await enqueue(OFFER_LAPSE_JOB_KIND, { offerId: offer!.id }, { db: tx, runAt: lot.saleDate });
      const made = await memberOfferById(tx, offer!.id);
      return { data: made!, effects: [] };
    },
    (data) => z.encode(memberOfferSchema, data),
  );
}
