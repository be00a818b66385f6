import 'server-only';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lotOffers, type LotOffer } from '@/lib/db/schema';
import { ACTIVE_OFFER_STATES, type OfferState } from '@/lib/domain/offers';

/**
 * An offer row under its lock, for the rest of the transaction. Every step takes the lot's lock first (lots/lot-lock),
 * then the offer's: the same order as bids and the sale's end, so steps on one lot go one at a time.
 */
export async function lockOffer(tx: Db, offerId: number): Promise<LotOffer | null> {
  const [offer] = await tx.select().from(lotOffers).where(eq(lotOffers.id, offerId)).for('update');
  return offer ?? null;
}

/** The lot's high-bid counter that waits for the buyer, under its lock; null when there is none. */
export async function pendingHighBidCounter(tx: Db, lotId: number): Promise<LotOffer | null> {
  const [offer] = await tx
    .select()
    .from(lotOffers)
    .where(and(eq(lotOffers.lotId, lotId), eq(lotOffers.kind, 'high-bid'), eq(lotOffers.state, 'countered')))
    .for('update');
  return offer ?? null;
}

/**
 * Moves an offer from the state it was read in to `state`: the UPDATE repeats the state it comes from, so an offer
 * ends exactly once even if two steps ever raced past their locks. False when it had moved already.
 */
export async function moveOffer(
  tx: Db,
  offer: Pick<LotOffer, 'id' | 'state'>,
  state: OfferState,
  now: Date,
  changes: Partial<Pick<LotOffer, 'counterCents' | 'counterExpiresAt' | 'counteredAt'>> = {},
): Promise<boolean> {
  const ends = state !== 'open' && state !== 'countered';
  const moved = await tx
    .update(lotOffers)
    .set({ state, ...changes, ...(ends ? { closedAt: now } : {}), updatedAt: now })
    .where(and(eq(lotOffers.id, offer.id), eq(lotOffers.state, offer.state)))
    .returning({ id: lotOffers.id });
  return moved.length === 1;
}

/**
 * Every other active offer on a lot that has just been sold or bought (`exceptId`: the one that bought it) lapses;
 * the lapsed rows come back, for their buyers to be told.
 */
export async function lapseOtherOffers(
  tx: Db,
  lotId: number,
  exceptId: number | null,
  now: Date,
): Promise<LotOffer[]> {
  return tx
    .update(lotOffers)
    .set({ state: 'lapsed', closedAt: now, updatedAt: now })
    .where(
      and(
        eq(lotOffers.lotId, lotId),
        inArray(lotOffers.state, [...ACTIVE_OFFER_STATES]),
        exceptId === null ? undefined : ne(lotOffers.id, exceptId),
      ),
    )
    .returning();
}
