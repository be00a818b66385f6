import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lots, members } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { Cents } from '@/lib/domain/money';
import { readLot } from '../lots/lot-lock';
import { recordPurchase } from './record-purchase';
import { notifySaleEnded } from '../notifications/bid-notices';

export interface SaleEnd {
  lotId: number;
  outcome: 'sold' | 'on-approval' | 'not-sold';
  winnerId: string | null;
  priceCents: Cents | null;
}

/** The statuses a sale can end from; every ending UPDATE repeats them, so a lot ends exactly once. */
const ENDABLE = ['pre-bidding', 'on-the-block'] as const;

/**
 * End a lot's sale (ARCHITECTURE business rules): with a leader whose price meets the reserve (or without a reserve)
 * the lot is sold to them and the purchase goes to the money ledger; below the reserve it waits on approval; without
 * bids it is not sold. One transaction locks the lot; a lot that already ended is left alone (null). Everyone who bid
 * is told after the commit.
 */
export async function endSale(lotId: number, now: Date = new Date()): Promise<SaleEnd | null> {
  const db = await getDb();
  const ended = await transaction(db, (tx) => endSaleIn(tx, lotId, now));
  if (ended) await notifySaleEnded(ended);
  return ended;
}

/**
 * endSale's writes inside the caller's transaction (the auction clock ends a lot and brings the next one in one
 * transaction). The caller tells the bidders (notifySaleEnded) after its commit.
 */
export async function endSaleIn(tx: Db, lotId: number, now: Date): Promise<SaleEnd | null> {
  const lot = await readLot(tx, lotId, { lock: true });
  if (!lot || (lot.status !== 'pre-bidding' && lot.status !== 'on-the-block')) return null;
  const endable = and(eq(lots.id, lotId), inArray(lots.status, [...ENDABLE]));
  const [reserve] = await tx.select({ cents: lots.reserveCents }).from(lots).where(eq(lots.id, lotId));
  if (lot.highBidderId === null) {
    await tx.update(lots).set({ status: 'not-sold', updatedAt: now }).where(endable);
    return { lotId, outcome: 'not-sold', winnerId: null, priceCents: null };
  }
  const price = lot.currentBidCents;
  if (reserve?.cents != null && price < reserve.cents) {
    await tx.update(lots).set({ status: 'on-approval', updatedAt: now }).where(endable);
    return { lotId, outcome: 'on-approval', winnerId: lot.highBidderId, priceCents: price };
  }
  const [winner] = await tx
    .select({ membershipCode: members.membershipCode })
    .from(members)
    .where(eq(members.id, lot.highBidderId));
  const updated = await tx
    .update(lots)
    .set({ status: 'sold', buyerId: lot.highBidderId, soldPriceCents: price, soldAt: now, updatedAt: now })
    .where(endable)
    .returning({ id: lots.id });
  // Under the lot's lock this cannot miss; if it ever did, no second purchase is recorded.
  if (updated.length === 0) return null;
  await recordPurchase(tx, {
    memberId: lot.highBidderId,
    membershipCode: winner?.membershipCode ?? 'guest',
    lotId,
    priceCents: price,
    how: 'won at auction',
    now,
  });
  return { lotId, outcome: 'sold', winnerId: lot.highBidderId, priceCents: price };
}

/**
 * End the pre-bid-only sales whose start time has come, oldest first, at most `limit` per call: lots with a sale date
 * but no live auction to sell them. Lots of an auction that has not ended belong to the auction clock (it brings them
 * on the block in runlist order), so the closer never fights the clock over them; a lot left in pre-bidding by an
 * auction that already ended is closed here.
 */
export async function closeDueSales(now: Date = new Date(), limit = 100): Promise<SaleEnd[]> {
  const db = await getDb();
  const due = await db
    .select({ id: lots.id })
    .from(lots)
    .where(
      and(
        eq(lots.status, 'pre-bidding'),
        lte(lots.saleDate, now),
        sql`(${lots.auctionId} is null or not exists (select 1 from auctions a where a.id = ${lots.auctionId} and a.status <> 'ended'))`,
      ),
    )
    .orderBy(asc(lots.saleDate), asc(lots.id))
    .limit(limit);
  const ended: SaleEnd[] = [];
  for (const { id } of due) {
    const end = await endSale(id, now);
    if (end) ended.push(end);
  }
  return ended;
}
