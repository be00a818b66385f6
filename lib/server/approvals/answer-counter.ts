import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { lotOffers, lots, type LotOffer } from '@/lib/db/schema';
import { membershipRule, TERMS_VERSION, type MembershipCode } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { counterOpen } from '@/lib/domain/offers';
import { totalCost } from '@/lib/domain/total-cost';
import { approvalOutcomeSchema, type ApprovalOutcome } from '@/lib/schemas/offers';
import { buyNowOpen, readLotForBid } from '../bids/lot-for-bidding';
import { ApiError } from '../http/api-error';
import type { Answer, LockedMember } from '../http/idempotency';
import { notifySaleEnded } from '../notifications/bid-notices';
import type { AfterCommit } from './offer-notices';
import { lapseOtherOffers, lockOffer, moveOffer } from './offer-rows';
import { outcome } from './outcome';
import { buyAtOffer, sellOnApproval } from './sell-lot';
import { runStep, type Step } from './step';
import { tellLapsed } from './tell-lapsed';
import { assertIdAllows } from '../verification/id-approval';

export const ANSWER_ROUTES = {
  accept: 'POST /rest-api/v2/account/offers/{id}/accept',
  decline: 'POST /rest-api/v2/account/offers/{id}/decline',
} as const;
export type CounterAnswer = keyof typeof ANSWER_ROUTES;

/** The refusal for a counter that no longer waits for the buyer, by the state it is in. */
function closedCounter(offer: LotOffer): ApiError {
  if (offer.state === 'expired') {
    return ApiError.conflict('counter_expired', 'The counter-offer lapsed at its deadline.');
  }
  if (offer.state === 'lapsed') {
    return ApiError.conflict(
      'offer_lapsed',
      'The lot was sold another way or its sale began: the offer lapsed.',
    );
  }
  return ApiError.conflict(
    'counter_closed',
    `There is no counter-offer to answer: the offer is ${offer.state}.`,
  );
}

/** The member's own countered offer, its lot under the lock with their available buying power (without that lot). */
async function counterToAnswer(tx: Db, member: LockedMember, offerId: number) {
  const [peek] = await tx
    .select({ lotId: lotOffers.lotId, memberId: lotOffers.memberId })
    .from(lotOffers)
    .where(eq(lotOffers.id, offerId));
  // Another member's offer is answered as if it did not exist (ARCHITECTURE: 404 for another member's record).
  if (!peek || peek.memberId !== member.id) throw ApiError.notFound('You have no offer with this id.');
  const lot = await readLotForBid(tx, peek.lotId, member.id);
  const offer = await lockOffer(tx, offerId);
  if (!lot || !offer) throw ApiError.notFound('You have no offer with this id.');
  if (offer.state !== 'countered') throw closedCounter(offer);
  return { lot, offer };
}

/**
 * POST /rest-api/v2/account/offers/{id}/accept | decline: the buyer answers the seller's counter before its deadline.
 * Accepting a counter to a bid on approval sells the lot to them at the counter, as a sale that met its reserve;
 * accepting a counter to their offer buys the lot at the counter, as buy it now (while it can still be bought). What
 * the counter costs with the fees must fit their buying power, counting this lot's own hold as free (403
 * over_buying_power), and above $2,500 it needs an approved id, as buying now does (403 id_not_verified). Declining
 * ends the counter; a bid on approval then ends unsold, releasing its buying power. One transaction under the member's
 * Idempotency-Key; it locks the lot, then the offer, as the expiry job does, so an answer and the deadline never both
 * win (409 counter_expired once the deadline has passed).
 */
export async function answerCounter(
  memberId: string,
  offerId: number,
  answer: CounterAnswer,
  key: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  return runStep<ApprovalOutcome>(
    memberId,
    ANSWER_ROUTES[answer],
    key,
    { offerId },
    async (tx, member) => {
      const at = now();
      const { lot, offer } = await counterToAnswer(tx, member, offerId);
      const counter = offer.counterCents!;
      if (answer === 'decline') {
        await moveOffer(tx, offer, 'declined', at);
        if (offer.kind === 'high-bid') {
          await tx
            .update(lots)
            .set({ status: 'not-sold', updatedAt: at })
            .where(and(eq(lots.id, lot.id), eq(lots.status, 'on-approval')));
        }
        return { data: outcome(lot.id, offer.id, 'declined', counter, null, null), effects: [] };
      }

      if (!counterOpen(offer.counterExpiresAt!, at)) {
        throw ApiError.conflict('counter_expired', 'The counter-offer lapsed at its deadline.');
      }
      if (member.acceptedTermsVersion !== TERMS_VERSION) {
        throw new ApiError(403, 'terms_not_accepted', 'Accept the current terms before you buy.');
      }
      // Accepting is buying at the counter: above the cap only with an approved id, as buying now.
      await assertIdAllows(tx, member.id, counter, 'buy');
      const onApproval = lot.status === 'on-approval' && lot.highBidderId === member.id;
      if (offer.kind === 'high-bid' ? !onApproval : !buyNowOpen(lot, at)) {
        throw ApiError.conflict(
          'offer_lapsed',
          'The lot was sold another way or its sale began: the counter-offer lapsed.',
        );
      }
      const costCents = totalCost(
        counter,
        membershipRule(member.membershipCode as MembershipCode),
      ).totalCents;
      if (costCents > lot.availableCents) {
        throw new ApiError(
          403,
          'over_buying_power',
          `Buying at the counter-offer costs ${formatUsd(costCents)} with the fees, over your available buying power of ${formatUsd(lot.availableCents)}. Add a deposit to raise it.`,
        );
      }
      const step = await acceptCounter(tx, { lot, offer, counter, at });
      await moveOffer(tx, offer, 'accepted', at);
      return step;
    },
    (data) => z.encode(approvalOutcomeSchema, data),
  );
}

/** The sale at the counter's price, by the offer's kind, and whom to tell. */
async function acceptCounter(
  tx: Db,
  {
    lot,
    offer,
    counter,
    at,
  }: {
    lot: { id: number; status: string; version: number };
    offer: LotOffer;
    counter: LotOffer['amountCents'];
    at: Date;
  },
): Promise<Step<ApprovalOutcome>> {
  const effects: AfterCommit[] = await tellLapsed(tx, await lapseOtherOffers(tx, lot.id, offer.id, at));
  if (offer.kind === 'high-bid') {
    const purchase = await sellOnApproval(tx, {
      lotId: lot.id,
      buyerId: offer.memberId,
      price: counter,
      how: 'counter-offer accepted',
      now: at,
    });
    effects.push(() =>
      notifySaleEnded({ lotId: lot.id, winnerId: offer.memberId, outcome: 'sold', priceCents: counter }),
    );
    return { data: outcome(lot.id, offer.id, 'sold', counter, null, purchase.dueAt), effects };
  }
  const purchase = await buyAtOffer(tx, {
    lot,
    buyerId: offer.memberId,
    price: counter,
    how: 'counter-offer accepted',
    now: at,
  });
  effects.push(() =>
    notifySaleEnded({ lotId: lot.id, winnerId: offer.memberId, outcome: 'bought-now', priceCents: counter }),
  );
  return { data: outcome(lot.id, offer.id, 'bought-now', counter, null, purchase.dueAt), effects };
}
