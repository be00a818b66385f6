import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { auctions, lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { clockStep, resumedDeadline, type ClockSettings } from '@/lib/domain/live-clock';
import { readLot } from '../lots/lot-lock';
import { endSaleIn, type SaleEnd } from './end-sale';
import { PAUSED_LANE_RECHECK_MS, readLanePause } from './lane-pause-state';

/** What one step of the clock changed, in order (the feed publishes each after the commit). */
export type ClockChange =
  | { kind: 'auction-started' }
  | { kind: 'lot-ended'; end: SaleEnd }
  | { kind: 'on-the-block'; lotId: number }
  | { kind: 'countdown'; lotId: number }
  | { kind: 'paused'; lotId: number }
  | { kind: 'resumed'; lotId: number }
  | { kind: 'auction-ended' };

export interface Advance {
  auctionId: number;
  changes: ClockChange[];
  /** When the clock should look at this auction again; null once it has ended (or is gone). */
  wakeAt: Date | null;
}

/**
 * One transition of an auction's clock, in one transaction, persisted before anything is published: start a due
 * auction and bring its first lot on the block; end the lot whose countdown ran out (end-sale: sold if the reserve is
 * met, else on approval, not sold without bids) and bring the next one; end the auction after its last lot.
 *
 * Locks are taken in the bid path's order (the lot, then the auction): a live bid holds the lot's lock while it moves
 * the deadline, so the deadline read here after taking the lot's lock includes every bid acknowledged before, and a
 * bid that comes after waits and then finds the lot sold (lot_not_open). Every status change repeats the status it
 * comes from in its WHERE, so a lot or an auction moves exactly once even if two clocks ever ran.
 *
 * A lane paused from the console (lane_pauses, read under the auction's lock that every pause and resume takes) does
 * not move, in whichever process's clock: it is looked at again every PAUSED_LANE_RECHECK_MS until resumed.
 */
export async function advanceAuction(
  auctionId: number,
  now: Date,
  settings: ClockSettings,
): Promise<Advance> {
  const db = await getDb();
  return transaction(db, async (tx) => {
    const [peek] = await tx
      .select({ currentLotId: auctions.currentLotId })
      .from(auctions)
      .where(eq(auctions.id, auctionId));
    if (!peek) return { auctionId, changes: [], wakeAt: null };
    if (peek.currentLotId !== null) await readLot(tx, peek.currentLotId, { lock: true });
    const [auction] = await tx
      .select({
        status: auctions.status,
        startsAt: auctions.startsAt,
        currentLotId: auctions.currentLotId,
        countdownEndsAt: auctions.countdownEndsAt,
      })
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update');
    if (!auction) return { auctionId, changes: [], wakeAt: null };
    // Another transaction moved the block between the two reads: look again at once.
    if (auction.currentLotId !== peek.currentLotId) return { auctionId, changes: [], wakeAt: now };

    const paused = (await readLanePause(tx, auctionId)) !== null;
    const step = clockStep({ ...auction, paused }, now);
    const changes: ClockChange[] = [];
    switch (step.action) {
      case 'done':
        return { auctionId, changes, wakeAt: null };
      case 'wait':
        return { auctionId, changes, wakeAt: step.until };
      case 'paused':
        return { auctionId, changes, wakeAt: new Date(now.getTime() + PAUSED_LANE_RECHECK_MS) };
      case 'start':
        await tx
          .update(auctions)
          .set({ status: 'live', updatedAt: now })
          .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'scheduled')));
        changes.push({ kind: 'auction-started' });
        break;
      case 'end-lot': {
        const end = await endSaleIn(tx, step.lotId, now);
        if (end) changes.push({ kind: 'lot-ended', end });
        break;
      }
      case 'next-lot':
        break;
    }
    const wakeAt = await bringNextLot(tx, auctionId, now, settings, changes);
    return { auctionId, changes, wakeAt };
  });
}

/**
 * The next lot of the runlist still in pre-bidding comes on the block with the first countdown; none: the end. The
 * caller holds the auction's row lock (the clock; a skip from the console). Returns the new deadline, or null.
 */
export async function bringNextLot(
  tx: Db,
  auctionId: number,
  now: Date,
  settings: ClockSettings,
  changes: ClockChange[],
): Promise<Date | null> {
  const [next] = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.auctionId, auctionId), eq(lots.status, 'pre-bidding')))
    .orderBy(sql`${lots.runlistPosition} asc nulls last`, asc(lots.id))
    .limit(1)
    .for('no key update');
  if (!next) {
    await tx
      .update(auctions)
      .set({ status: 'ended', currentLotId: null, countdownEndsAt: null, endedAt: now, updatedAt: now })
      .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'live')));
    changes.push({ kind: 'auction-ended' });
    return null;
  }
  // The lot opens at its price so far: the highest pre-bid leads it, one increment above the next-best maximum.
  await tx
    .update(lots)
    .set({ status: 'on-the-block', updatedAt: now })
    .where(and(eq(lots.id, next.id), eq(lots.status, 'pre-bidding')));
  const deadline = new Date(now.getTime() + settings.firstCountdownMs);
  await tx
    .update(auctions)
    .set({ currentLotId: next.id, countdownEndsAt: deadline, updatedAt: now })
    .where(eq(auctions.id, auctionId));
  changes.push({ kind: 'on-the-block', lotId: next.id });
  return deadline;
}

/**
 * The resume rule (lib/domain/live-clock resumedDeadline), applied by a process that takes over a live lane: a lot
 * whose deadline passed while no clock ran gets a fresh first countdown. Under the lot's lock, like a bid.
 */
export async function resumeAuction(auctionId: number, now: Date, settings: ClockSettings): Promise<Advance> {
  const db = await getDb();
  return transaction(db, async (tx) => {
    const [peek] = await tx
      .select({ currentLotId: auctions.currentLotId })
      .from(auctions)
      .where(and(eq(auctions.id, auctionId), eq(auctions.status, 'live')));
    if (!peek || peek.currentLotId === null) return { auctionId, changes: [], wakeAt: now };
    const lot = await readLot(tx, peek.currentLotId, { lock: true });
    const [auction] = await tx
      .select({ currentLotId: auctions.currentLotId, countdownEndsAt: auctions.countdownEndsAt })
      .from(auctions)
      .where(eq(auctions.id, auctionId))
      .for('update');
    if (!auction || auction.currentLotId !== peek.currentLotId || lot?.status !== 'on-the-block') {
      return { auctionId, changes: [], wakeAt: now };
    }
    // A paused lane keeps what was left of its countdown: the resume rule is for lanes whose clock stopped unasked.
    if (await readLanePause(tx, auctionId)) {
      return { auctionId, changes: [], wakeAt: new Date(now.getTime() + PAUSED_LANE_RECHECK_MS) };
    }
    const deadline = resumedDeadline(auction.countdownEndsAt, now, settings);
    if (deadline === null) return { auctionId, changes: [], wakeAt: auction.countdownEndsAt };
    await tx
      .update(auctions)
      .set({ countdownEndsAt: deadline, updatedAt: now })
      .where(and(eq(auctions.id, auctionId), eq(auctions.currentLotId, peek.currentLotId)));
    return { auctionId, changes: [{ kind: 'countdown', lotId: peek.currentLotId }], wakeAt: deadline };
  });
}
