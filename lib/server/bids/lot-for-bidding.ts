import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lanePauses, lots, proxyMaximums } from '@/lib/db/schema';
import { cents, type Cents } from '@/lib/domain/money';
import type { LotBidState } from '@/lib/domain/proxy-auction';
import { BIDDABLE_LOT_COLUMNS, type BiddableLot } from '../lots/lot-lock';
import { availableCentsSql } from './buying-power';

/**
 * `readLot` (lots/lot-lock.ts) under the lot's lock, with the member's available buying power (buying-power.ts) read in the same
 * statement, one round trip fewer while the lot is locked. The statement's snapshot is taken after the member's row
 * was locked, so it sees every mutation of the member's own; what other members commit while this one waits for the
 * lot (outbidding the member, ending a sale) can only lower the member's commitments, so a stale read errs on the safe
 * side.
 */
export async function readLotForBid(
  db: Db,
  lotId: number,
  memberId: string,
): Promise<(BiddableLot & { availableCents: Cents }) | null> {
  // A named statement: PostgreSQL parses and plans it once per connection (planning cost it more than running it).
  const [lot] = await db
    .select({ ...BIDDABLE_LOT_COLUMNS, availableCents: availableCentsSql(db, memberId, lotId) })
    .from(lots)
    .where(eq(lots.id, lotId))
    .for('no key update', { of: lots })
    .prepare('read_lot_for_bid')
    .execute();
  return lot ? { ...lot, availableCents: cents(Number(lot.availableCents)) } : null;
}

/**
 * The countdown deadline of the live auction whose lot on the block this is (null: none), and whether its lane is
 * paused from the console (lane_pauses). Read after the lot's lock is held: a bid moves the deadline, and the clock
 * ends the lot and the console pauses, resumes or skips it only under that lock, so this is the state that counts.
 */
export async function liveDeadline(db: Db, lotId: number): Promise<{ endsAt: Date | null; paused: boolean }> {
  const [row] = await db
    .select({ endsAt: auctions.countdownEndsAt, pausedAt: lanePauses.pausedAt })
    .from(lots)
    .innerJoin(auctions, and(eq(auctions.id, lots.auctionId), eq(auctions.currentLotId, lots.id)))
    .leftJoin(lanePauses, eq(lanePauses.auctionId, auctions.id))
    .where(eq(lots.id, lotId));
  return { endsAt: row?.endsAt ?? null, paused: row?.pausedAt != null };
}

/**
 * Which bids a lot takes: pre-bids while it is in pre-bidding and its sale has not begun, live bids while it is on the
 * block, nothing otherwise.
 */
export function biddingMode(
  lot: Pick<BiddableLot, 'status' | 'saleDate'>,
  now: Date,
): 'pre-bid' | 'live' | null {
  if (lot.status === 'on-the-block') return 'live';
  if (lot.status === 'pre-bidding' && lot.saleDate !== null && lot.saleDate.getTime() > now.getTime())
    return 'pre-bid';
  return null;
}

/** Buy it now is open while the lot has a price, pre-bidding has not ended and the bidding is below the price. */
export function buyNowOpen(
  lot: Pick<BiddableLot, 'status' | 'saleDate' | 'buyItNowPriceCents' | 'currentBidCents'>,
  now: Date,
): boolean {
  // Once the bidding reaches the buy-it-now price, buying now would take the lot from its leader: the offer closes.
  return (
    lot.buyItNowPriceCents !== null &&
    lot.currentBidCents < lot.buyItNowPriceCents &&
    biddingMode(lot, now) === 'pre-bid'
  );
}

/**
 * The proxy engine's view of a lot read under its lock: its price and leader, with the leader's maximum (a statement
 * of its own, so it sees what the transaction that held the lock before committed).
 */
export async function bidStateOf(db: Db, lot: BiddableLot): Promise<LotBidState> {
  const state: LotBidState = {
    currentBidCents: lot.currentBidCents,
    bidCount: lot.bidCount,
    highBidderId: lot.highBidderId,
    leaderMaxCents: null,
    leaderMaxLive: false,
  };
  if (lot.highBidderId === null) return state;
  const [leader] = await db
    .select({ maxCents: proxyMaximums.maxCents, live: proxyMaximums.live })
    .from(proxyMaximums)
    .where(and(eq(proxyMaximums.lotId, lot.id), eq(proxyMaximums.memberId, lot.highBidderId)));
  return {
    ...state,
    leaderMaxCents: leader?.maxCents ?? lot.currentBidCents,
    leaderMaxLive: leader?.live ?? false,
  };
}
