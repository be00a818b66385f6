import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { lotOffers } from '@/lib/db/schema';
import { counterDeadline, counterProblem } from '@/lib/domain/offers';
import { approvalOutcomeSchema, type ApprovalOutcome } from '@/lib/schemas/offers';
import { wireDollars } from '@/lib/schemas/money';
import { recordAudit } from '../audit/record-audit';
import { buyNowOpen } from '../bids/lot-for-bidding';
import { ApiError } from '../http/api-error';
import type { Answer } from '../http/idempotency';
import { enqueue } from '../jobs/job-queue';
import { readLot } from '../lots/lot-lock';
import { notifySaleEnded } from '../notifications/bid-notices';
import type { SignedInStaff } from '../staff/staff-member';
import { COUNTER_EXPIRY_JOB_KIND } from './approval-job-kinds';
import type { Decision } from './decide-high-bid';
import { queueOfferNotice, type AfterCommit } from './offer-notices';
import { lapseOtherOffers, lockOffer, moveOffer } from './offer-rows';
import { outcome } from './outcome';
import { buyAtOffer } from './sell-lot';
import { runStep, type Step } from './step';
import { tellLapsed } from './tell-lapsed';

export const OFFER_ROUTES = {
  accept: 'POST /rest-api/v2/admin/approvals/offers/{id}/accept',
  reject: 'POST /rest-api/v2/admin/approvals/offers/{id}/reject',
  counter: 'POST /rest-api/v2/admin/approvals/offers/{id}/counter',
} as const;

/**
 * The offer and its lot, both under their locks (the lot's first, as every step takes them). The offer's lot never
 * changes, so it is read once without a lock to know which lot to lock.
 */
export async function lockOfferAndLot(tx: Db, offerId: number) {
  const [peek] = await tx.select({ lotId: lotOffers.lotId }).from(lotOffers).where(eq(lotOffers.id, offerId));
  if (!peek) return null;
  const lot = await readLot(tx, peek.lotId, { lock: true });
  const offer = await lockOffer(tx, offerId);
  return lot && offer ? { lot, offer } : null;
}

/**
 * POST /rest-api/v2/admin/approvals/offers/{id}/accept | reject | counter: the seller's side answers a buyer's offer
 * below the buy-it-now price. Accept: the lot is bought at the offer's price, as buy it now (purchase to pay; the
 * lot's other offers lapse and their buyers are told). Reject: the offer ends and stops holding buying power. Counter:
 * a price above the offer (at most the buy-it-now price) goes to the buyer, who has COUNTER_OFFER_BUSINESS_DAYS
 * business days to answer (an expiry job queued at the deadline). One transaction under the staff member's
 * Idempotency-Key, with the audit log; 409 when the offer is not open (countered, or ended) or its lot can no longer
 * be bought now.
 */
export async function decideOffer(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  offerId: number,
  decision: Decision,
  key: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const input = {
    offerId,
    ...(decision.action === 'counter' ? { price: z.encode(wireDollars, decision.price) } : {}),
  };
  return runStep<ApprovalOutcome>(
    staff.id,
    OFFER_ROUTES[decision.action],
    key,
    input,
    async (tx) => {
      const at = now();
      const found = await lockOfferAndLot(tx, offerId);
      if (!found || found.offer.kind !== 'offer') throw ApiError.notFound('No offer has this id.');
      const { lot, offer } = found;
      if (offer.state === 'countered') {
        throw ApiError.conflict('counter_pending', 'A counter-offer waits for the buyer’s answer.');
      }
      if (offer.state !== 'open') {
        throw ApiError.conflict('offer_closed', `This offer has ended: it is ${offer.state}.`);
      }
      const open = buyNowOpen(lot, at);
      if (decision.action !== 'reject' && !open) {
        throw ApiError.conflict(
          'offer_lapsed',
          'The lot can no longer be bought now (it is sold or its sale has begun): the offer has lapsed.',
        );
      }
      if (decision.action === 'counter') {
        const problem = counterProblem(decision.price, {
          buyerPrice: offer.amountCents,
          buyItNow: lot.buyItNowPriceCents,
        });
        if (problem) {
          throw ApiError.invalid(
            { price: problem },
            'The counter-offer must be above the offer and at most the buy-it-now price.',
          );
        }
      }
      const before = { state: offer.state, amount: offer.amountCents, lotStatus: lot.status };
      const effects: AfterCommit[] = [];
      let step: Step<ApprovalOutcome>;
      switch (decision.action) {
        case 'accept': {
          const purchase = await buyAtOffer(tx, {
            lot,
            buyerId: offer.memberId,
            price: offer.amountCents,
            how: 'offer accepted',
            now: at,
          });
          await moveOffer(tx, offer, 'accepted', at);
          effects.push(
            await queueOfferNotice(tx, {
              memberId: offer.memberId,
              lotId: lot.id,
              locale: offer.locale,
              event: 'offer-accepted',
              price: offer.amountCents,
              expiresAt: null,
            }),
            ...(await tellLapsed(tx, await lapseOtherOffers(tx, lot.id, offer.id, at))),
            () =>
              notifySaleEnded({
                lotId: lot.id,
                winnerId: offer.memberId,
                outcome: 'bought-now',
                priceCents: offer.amountCents,
              }),
          );
          step = {
            data: outcome(lot.id, offer.id, 'bought-now', offer.amountCents, null, purchase.dueAt),
            effects,
          };
          break;
        }
        case 'reject': {
          await moveOffer(tx, offer, 'rejected', at);
          effects.push(
            await queueOfferNotice(tx, {
              memberId: offer.memberId,
              lotId: lot.id,
              locale: offer.locale,
              event: 'offer-rejected',
              price: offer.amountCents,
              expiresAt: null,
            }),
          );
          step = { data: outcome(lot.id, offer.id, 'rejected', offer.amountCents, null, null), effects };
          break;
        }
        case 'counter': {
          const expiresAt = counterDeadline(at);
          await moveOffer(tx, offer, 'countered', at, {
            counterCents: decision.price,
            counterExpiresAt: expiresAt,
            counteredAt: at,
          });
          await enqueue(COUNTER_EXPIRY_JOB_KIND, { offerId: offer.id }, { db: tx, runAt: expiresAt });
          effects.push(
            await queueOfferNotice(tx, {
              memberId: offer.memberId,
              lotId: lot.id,
              locale: offer.locale,
              event: 'countered',
              price: decision.price,
              expiresAt,
            }),
          );
          step = { data: outcome(lot.id, offer.id, 'countered', decision.price, expiresAt, null), effects };
          break;
        }
      }
      await recordAudit(tx, staff, request, {
        action: `offer.${decision.action}`,
        entity: 'offer',
        entityId: offer.id,
        before,
        after: {
          state:
            decision.action === 'accept'
              ? 'accepted'
              : decision.action === 'reject'
                ? 'rejected'
                : 'countered',
          lotId: lot.id,
          ...(decision.action === 'counter'
            ? { counter: decision.price, expiresAt: step.data.expiresAt }
            : {}),
          ...(decision.action === 'accept' ? { lotStatus: 'bought-now', soldPrice: offer.amountCents } : {}),
        },
      });
      return step;
    },
    (data) => z.encode(approvalOutcomeSchema, data),
  );
}
