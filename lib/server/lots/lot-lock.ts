import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';

/**
 * The lot row's lock, below both bids and auctions: a bid, a purchase and the auction clock ending a lot all take it
 * first, in the same order, so they serialise on the lot. The lot columns bidding reads (bids/lot-for-bidding.ts).
 */
export interface BiddableLot {
  id: number;
  status: string;
  saleDate: Date | null;
  buyItNowPriceCents: Cents | null;
  currentBidCents: Cents;
  bidCount: number;
  highBidderId: string | null;
  reserveCents: Cents | null;
  version: number;
}

export const BIDDABLE_LOT_COLUMNS = {
  id: lots.id,
  status: lots.status,
  saleDate: lots.saleDate,
  buyItNowPriceCents: lots.buyItNowPriceCents,
  currentBidCents: lots.currentBidCents,
  bidCount: lots.bidCount,
  highBidderId: lots.highBidderId,
  reserveCents: lots.reserveCents,
  version: lots.version,
};

/**
 * Read a lot, locking its row for the rest of the transaction when `lock` is set (every bid and purchase does). NO KEY
 * UPDATE: other transactions' foreign-key checks on the lot do not wait for it. Nothing is joined: after waiting for
 * the lock, PostgreSQL re-reads the locked row but not a joined one, which could be stale.
 */
export async function readLot(
  db: Db,
  lotId: number,
  { lock }: { lock: boolean },
): Promise<BiddableLot | null> {
  const query = db.select(BIDDABLE_LOT_COLUMNS).from(lots).where(eq(lots.id, lotId));
  const [lot] = lock ? await query.for('no key update') : await query;
  return lot ?? null;
}
