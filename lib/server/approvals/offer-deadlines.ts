import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { counterOpen, type OfferState } from '@/lib/domain/offers';
import { buyNowOpen } from '../bids/lot-for-bidding';
import { enqueue, wakeJobWorkers } from '../jobs/job-queue';
import { COUNTER_EXPIRY_JOB_KIND, OFFER_LAPSE_JOB_KIND } from './approval-job-kinds';
import { lockOfferAndLot } from './decide-offer';
import { queueOfferNotice, runAfterCommit, type AfterCommit } from './offer-notices';
import { moveOffer } from './offer-rows';

/** What a deadline did to an offer: ended it (in `state`), found it still running (queued again), or nothing. */
export type DeadlineResult = { ended: OfferState } | { requeued: Date } | null;

/**
 * The counter's deadline (the job queued when the counter was made): a counter still waiting for the buyer expires;
 * a counter to a bid on approval leaves the lot not sold, so the bid stops holding the buyer's buying power; the buyer
 * is told. One transaction taking the lot's lock, then the offer's, as the buyer's answer does: an accept that came
 * first leaves nothing to expire, and one that comes after finds the counter expired. Run early (this clock behind the
 * queue's), it queues itself again at the deadline.
 */
export async function expireCounter(offerId: number, now: Date = new Date()): Promise<DeadlineResult> {
  const db = await getDb();
  const effects: AfterCommit[] = [];
  const result = await transaction(db, async (tx): Promise<DeadlineResult> => {
    const found = await lockOfferAndLot(tx, offerId);
    if (!found || found.offer.state !== 'countered') return null;
    const { lot, offer } = found;
    if (counterOpen(offer.counterExpiresAt!, now)) {
      await enqueue(COUNTER_EXPIRY_JOB_KIND, { offerId }, { db: tx, runAt: offer.counterExpiresAt! });
      return { requeued: offer.counterExpiresAt! };
    }
    await moveOffer(tx, offer, 'expired', now);
    if (offer.kind === 'high-bid') {
      await tx
        .update(lots)
        .set({ status: 'not-sold', updatedAt: now })
        .where(
          and(eq(lots.id, lot.id), eq(lots.status, 'on-approval'), eq(lots.highBidderId, offer.memberId)),
        );
    }
    effects.push(
      await queueOfferNotice(tx, {
        memberId: offer.memberId,
        lotId: lot.id,
        locale: offer.locale,
        event: 'expired',
        price: offer.counterCents,
        expiresAt: null,
      }),
    );
    return { ended: 'expired' };
  });
  if (result && 'requeued' in result) wakeJobWorkers();
  await runAfterCommit(effects);
  return result;
}

/**
 * The lot's sale start (the job queued with the offer): an offer whose lot can no longer be bought now (bought by
 * someone, its sale begun or moved on) lapses, and its buyer is told (unless they bought the lot themselves); an offer
 * whose lot's sale was moved later waits on, the job queued again at the new start.
 */
export async function lapseOffer(offerId: number, now: Date = new Date()): Promise<DeadlineResult> {
  const db = await getDb();
  const effects: AfterCommit[] = [];
  const result = await transaction(db, async (tx): Promise<DeadlineResult> => {
    const found = await lockOfferAndLot(tx, offerId);
    if (!found || (found.offer.state !== 'open' && found.offer.state !== 'countered')) return null;
    const { lot, offer } = found;
    if (buyNowOpen(lot, now) && lot.saleDate !== null) {
      await enqueue(OFFER_LAPSE_JOB_KIND, { offerId }, { db: tx, runAt: lot.saleDate });
      return { requeued: lot.saleDate };
    }
    await moveOffer(tx, offer, 'lapsed', now);
    const [sold] = await tx.select({ buyerId: lots.buyerId }).from(lots).where(eq(lots.id, lot.id));
    if (sold?.buyerId !== offer.memberId) {
      effects.push(
        await queueOfferNotice(tx, {
          memberId: offer.memberId,
          lotId: lot.id,
          locale: offer.locale,
          event: 'lapsed',
          price: offer.amountCents,
          expiresAt: null,
        }),
      );
    }
    return { ended: 'lapsed' };
  });
  if (result && 'requeued' in result) wakeJobWorkers();
  await runAfterCommit(effects);
  return result;
}
