import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots, members } from '@/lib/db/schema';
import { readLot } from '../bids/lot-for-bidding';
import { recordPurchase } from '../bids/record-purchase';
import { notifySaleEnded } from '../notifications/bid-notices';

export interface SaleEnd {
  lotId: number;
  outcome: 'sold' | 'on-approval' | 'not-sold';
  winnerId: string | null;
  priceCents: number | null;
}

/**
 * End a lot's sale (ARCHITECTURE business rules): with a leader whose price meets the reserve (or without a reserve)
 * the lot is sold to them and the purchase goes to the money ledger; below the reserve it waits on approval; without
 * bids it is not sold. One transaction locks the lot; a lot that already ended is left alone (null). Everyone who bid
 * is told after the commit.
 */
export async function endSale(lotId: number, now: Date = new Date()): Promise<SaleEnd | null> {
  const db = await getDb();
  const ended = await db.transaction(async (tx): Promise<SaleEnd | null> => {
    const lot = await readLot(tx, lotId, { lock: true });
    if (!lot || (lot.status !== 'pre-bidding' && lot.status !== 'on-the-block')) return null;
    const [reserve] = await tx.select({ cents: lots.reserveCents }).from(lots).where(eq(lots.id, lotId));
    if (lot.highBidderId === null) {
      await tx.update(lots).set({ status: 'not-sold', updatedAt: now }).where(eq(lots.id, lotId));
      return { lotId, outcome: 'not-sold', winnerId: null, priceCents: null };
    }
    const price = lot.currentBidCents;
    if (reserve?.cents != null && price < reserve.cents) {
      await tx.update(lots).set({ status: 'on-approval', updatedAt: now }).where(eq(lots.id, lotId));
      return { lotId, outcome: 'on-approval', winnerId: lot.highBidderId, priceCents: price };
    }
    const [winner] = await tx
      .select({ membershipCode: members.membershipCode })
      .from(members)
      .where(eq(members.id, lot.highBidderId));
    await tx
      .update(lots)
      .set({ status: 'sold', buyerId: lot.highBidderId, soldPriceCents: price, soldAt: now, updatedAt: now })
      .where(eq(lots.id, lotId));
    await recordPurchase(tx, {
      memberId: lot.highBidderId,
      membershipCode: winner?.membershipCode ?? 'guest',
      lotId,
      priceCents: price,
      how: 'won at auction',
      now,
    });
    return { lotId, outcome: 'sold', winnerId: lot.highBidderId, priceCents: price };
  });
  if (ended) await notifySaleEnded(ended);
  return ended;
}

/**
 * End the pre-bid sales whose start time has come, oldest first, at most `limit` per call. Until the live auction
 * clock runs the lanes, a lot's sale ends on its pre-bids when the sale starts.
 */
export async function closeDueSales(now: Date = new Date(), limit = 100): Promise<SaleEnd[]> {
  const db = await getDb();
  const due = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.status, 'pre-bidding'), lte(lots.saleDate, now)))
    .orderBy(asc(lots.saleDate), asc(lots.id))
    .limit(limit);
  const ended: SaleEnd[] = [];
  for (const { id } of due) {
    const end = await endSale(id, now);
    if (end) ended.push(end);
  }
  return ended;
}
