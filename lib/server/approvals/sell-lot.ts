import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots, members } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import type { TotalCost } from '@/lib/domain/total-cost';
import { recordPurchase } from '../auctions/record-purchase';

type Purchase = TotalCost & { dueAt: Date };

async function membershipOf(tx: Db, memberId: string): Promise<string> {
  const [member] = await tx
    .select({ code: members.membershipCode })
    .from(members)
    .where(eq(members.id, memberId));
  return member?.code ?? 'guest';
}

/**
 * A lot on approval sells to its high bidder at `price` (the high bid, or the counter they accepted), as a sale that
 * met its reserve does (auctions/end-sale): status sold, the buyer and the price, and the purchase with its fees to
 * the money ledger, due in PAYMENT_DUE_BUSINESS_DAYS. Inside the step's transaction, under the lot's lock; the UPDATE
 * repeats `on-approval`, so a lot sells once.
 */
export async function sellOnApproval(
  tx: Db,
  input: { lotId: number; buyerId: string; price: Cents; how: string; now: Date },
): Promise<Purchase> {
  const { lotId, buyerId, price, now } = input;
  const sold = await tx
    .update(lots)
    .set({ status: 'sold', buyerId, soldPriceCents: price, soldAt: now, updatedAt: now })
    .where(and(eq(lots.id, lotId), eq(lots.status, 'on-approval'), eq(lots.highBidderId, buyerId)))
    .returning({ id: lots.id });
  if (sold.length === 0) throw new Error(`lot ${lotId} was not on approval to ${buyerId} under its lock`);
  return recordPurchase(tx, {
    memberId: buyerId,
    membershipCode: await membershipOf(tx, buyerId),
    lotId,
    priceCents: price,
    how: input.how,
    now,
  });
}

/**
 * A buy-it-now lot is bought at an offer's price (or a counter's), as buy it now does (bids/buy-now): status
 * bought-now, the buyer leads at the price (so the other bidders find it among their lost lots), the purchase to the
 * ledger; every maximum on it stops holding buying power. No bid row: the bid ledger's prices only rise, and an offer
 * may be below the bidding so far. The UPDATE repeats the state read under the lock, so a lot is bought once.
 */
export async function buyAtOffer(
  tx: Db,
  input: {
    lot: { id: number; status: string; version: number };
    buyerId: string;
    price: Cents;
    how: string;
    now: Date;
  },
): Promise<Purchase> {
  const { lot, buyerId, price, now } = input;
  const bought = await tx
    .update(lots)
    .set({
      status: 'bought-now',
      currentBidCents: price,
      highBidderId: buyerId,
      buyerId,
      soldPriceCents: price,
      soldAt: now,
      version: lot.version + 1,
      updatedAt: now,
    })
    .where(and(eq(lots.id, lot.id), eq(lots.status, lot.status as 'pre-bidding')))
    .returning({ id: lots.id });
  if (bought.length === 0) throw new Error(`lot ${lot.id} moved under its lock`);
  return recordPurchase(tx, {
    memberId: buyerId,
    membershipCode: await membershipOf(tx, buyerId),
    lotId: lot.id,
    priceCents: price,
    how: input.how,
    now,
  });
}
