import 'server-only';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { lotOffers, lots, proxyMaximums } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { counterDeadline, counterProblem } from '@/lib/domain/offers';
import { approvalOutcomeSchema, type ApprovalOutcome } from '@/lib/schemas/offers';
import { wireDollars } from '@/lib/schemas/money';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { Answer } from '../http/idempotency';
import { enqueue } from '../jobs/job-queue';
import { readLot } from '../lots/lot-lock';
import { notifySaleEnded } from '../notifications/bid-notices';
import type { SignedInStaff } from '../staff/staff-member';
import { COUNTER_EXPIRY_JOB_KIND } from './approval-job-kinds';
import { queueOfferNotice, type AfterCommit } from './offer-notices';
import { lapseOtherOffers, pendingHighBidCounter } from './offer-rows';
import { sellOnApproval } from './sell-lot';
import { outcome } from './outcome';
import { runStep, type Step } from './step';
import { tellLapsed } from './tell-lapsed';

/** What the seller's side decides about a lot on approval. */
export type Decision = { action: 'accept' } | { action: 'reject' } | { action: 'counter'; price: Cents };

export const HIGH_BID_ROUTES = {
  accept: 'POST /rest-api/v2/admin/approvals/lots/{id}/accept',
  reject: 'POST /rest-api/v2/admin/approvals/lots/{id}/reject',
  counter: 'POST /rest-api/v2/admin/approvals/lots/{id}/counter',
} as const;

/** The language the high bidder bid in on the lot (their maximum's), for their notices. */
async function bidderLocale(tx: Db, lotId: number, memberId: string): Promise<string> {
  const [row] = await tx
    .select({ locale: proxyMaximums.locale })
    .from(proxyMaximums)
    .where(and(eq(proxyMaximums.lotId, lotId), eq(proxyMaximums.memberId, memberId)));
  return row?.locale ?? 'en';
}

/** The lot under its lock, on approval, with nothing waiting for the buyer: else the refusal that says why. */
async function lotToDecide(tx: Db, lotId: number) {
  const lot = await readLot(tx, lotId, { lock: true });
  if (!lot) throw ApiError.notFound('No lot has this id.');
  if (lot.status !== 'on-approval' || lot.highBidderId === null) {
    throw ApiError.conflict(
      'not_on_approval',
      `Lot ${lotId} is not waiting on approval: it is ${lot.status}.`,
    );
  }
  const pending = await pendingHighBidCounter(tx, lotId);
  if (pending) {
    throw ApiError.conflict(
      'counter_pending',
      `A counter-offer of ${formatUsd(pending.counterCents!)} waits for the buyer until ${pending.counterExpiresAt!.toISOString()}.`,
    );
  }
  return { ...lot, highBidderId: lot.highBidderId };
}

/**
 * POST /rest-api/v2/admin/approvals/lots/{id}/accept | reject | counter: the seller's side decides the high bid of a lot
 * that ended below its reserve. Accept: the lot sells to the high bidder at the bid, as a sale that met its reserve
 * (purchase to pay, the bidders told). Reject: the lot is not sold, and the bid's hold on the bidder's buying power
 * ends with the status. Counter: a price above the bid goes to the bidder, who has COUNTER_OFFER_BUSINESS_DAYS business
 * days to accept or decline it (an expiry job queued at the deadline in this transaction); until then the lot stays on
 * approval and the bid keeps holding the buying power. One transaction under the staff member's Idempotency-Key, with
 * the audit log; 409 when the lot is not on approval or a counter waits for the buyer.
 */
export async function decideHighBid(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  decision: Decision,
  key: string,
  now: () => Date = () => new Date(),
): Promise<Answer> {
  const input = {
    lotId,
    ...(decision.action === 'counter' ? { price: z.encode(wireDollars, decision.price) } : {}),
  };
  return runStep<ApprovalOutcome>(
    staff.id,
    HIGH_BID_ROUTES[decision.action],
    key,
    input,
    async (tx) => {
      const at = now();
      const lot = await lotToDecide(tx, lotId);
      const bid = lot.currentBidCents;
      const before = { status: lot.status, highBid: bid, bidderId: lot.highBidderId };
      if (decision.action === 'counter') {
        const problem = counterProblem(decision.price, { buyerPrice: bid, buyItNow: null });
        if (problem)
          throw ApiError.invalid({ price: problem }, 'The counter-offer must be above the high bid.');
      }
      // Refusals come before the first write (a refusal's transaction still commits its stored answer). Offers made
      // while the lot could be bought now lapse with the sale's end; their buyers are told.
      const effects: AfterCommit[] = await tellLapsed(tx, await lapseOtherOffers(tx, lotId, null, at));
      let step: Step<ApprovalOutcome>;
      switch (decision.action) {
        case 'accept': {
          const purchase = await sellOnApproval(tx, {
            lotId,
            buyerId: lot.highBidderId,
            price: bid,
            how: 'approved by the seller',
            now: at,
          });
          effects.push(() =>
            notifySaleEnded({ lotId, winnerId: lot.highBidderId, outcome: 'sold', priceCents: bid }),
          );
          step = {
            data: outcome(lotId, null, 'sold', bid, null, purchase.dueAt),
            effects,
          };
          break;
        }
        case 'reject': {
          await tx
            .update(lots)
            .set({ status: 'not-sold', updatedAt: at })
            .where(and(eq(lots.id, lotId), eq(lots.status, 'on-approval')));
          effects.push(
            await queueOfferNotice(tx, {
              memberId: lot.highBidderId,
              lotId,
              locale: await bidderLocale(tx, lotId, lot.highBidderId),
              event: 'bid-rejected',
              price: bid,
              expiresAt: null,
            }),
          );
          step = { data: outcome(lotId, null, 'not-sold', null, null, null), effects };
          break;
        }
        case 'counter': {
          const expiresAt = counterDeadline(at);
          const locale = await bidderLocale(tx, lotId, lot.highBidderId);
          const [offer] = await tx
            .insert(lotOffers)
            .values({
              lotId,
              memberId: lot.highBidderId,
              kind: 'high-bid',
              state: 'countered',
              amountCents: bid,
              counterCents: decision.price,
              counterExpiresAt: expiresAt,
              counteredAt: at,
              locale,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: lotOffers.id });
          await enqueue(COUNTER_EXPIRY_JOB_KIND, { offerId: offer!.id }, { db: tx, runAt: expiresAt });
          effects.push(
            await queueOfferNotice(tx, {
              memberId: lot.highBidderId,
              lotId,
              locale,
              event: 'countered',
              price: decision.price,
              expiresAt,
            }),
          );
          step = { data: outcome(lotId, offer!.id, 'countered', decision.price, expiresAt, null), effects };
          break;
        }
      }
      await recordAudit(tx, staff, request, {
        action: `approval.${decision.action}`,
        entity: 'lot',
        entityId: lotId,
        before,
        after: {
          status:
            decision.action === 'accept' ? 'sold' : decision.action === 'reject' ? 'not-sold' : lot.status,
          ...(decision.action === 'counter'
            ? { counter: decision.price, offerId: step.data.offerId, expiresAt: step.data.expiresAt }
            : {}),
          ...(decision.action === 'accept' ? { soldPrice: bid } : {}),
        },
      });
      return step;
    },
    (data) => z.encode(approvalOutcomeSchema, data),
  );
}
