import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';

/** A sale (an auction: one lane of one branch from one start) as its writes read it under its lock. */
export interface LockedSale {
  id: number;
  branchId: number;
  lane: string;
  startsAt: Date;
  status: 'scheduled' | 'live' | 'ended';
}

/**
 * The sale's row, locked for the rest of the transaction, as the check-in's and the import's placement lock it
 * (lib/server/inventory/sale-placement.ts, lib/server/imports/place-batch.ts): two writes to one sale's runlist never
 * interleave, and the auction clock, which takes the same row lock before it starts a sale, either started it before
 * (the write sees `live`) or waits and then sees what the write left. 404 when there is no such sale.
 */
export async function lockSale(tx: Db, id: number): Promise<LockedSale> {
  const [sale] = await tx
    .select({
      id: auctions.id,
      branchId: auctions.branchId,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
      status: auctions.status,
    })
    .from(auctions)
    .where(eq(auctions.id, id))
    .for('update');
  if (!sale) throw ApiError.notFound('No sale has this id.');
  return sale;
}

/**
 * 409 unless the sale is still to start: a live sale (started, a lot on the block) and an ended one stay as they are;
 * so does one whose start time has come, which the clock is starting (it may not have run its step yet).
 */
export function assertNotStarted(
  sale: Pick<LockedSale, 'status' | 'startsAt'>,
  what: string,
  now: Date,
): void {
  if (isStarted(sale, now))
    throw ApiError.conflict('sale_live', `The sale has started: it cannot be ${what} now.`);
  if (sale.status === 'ended')
    throw ApiError.conflict('sale_ended', `The sale has ended: it cannot be ${what}.`);
}

/** Whether the sale is live, or scheduled with its start come (the clock is starting it). */
export function isStarted(sale: Pick<LockedSale, 'status' | 'startsAt'>, now: Date): boolean {
  return sale.status === 'live' || (sale.status === 'scheduled' && sale.startsAt.getTime() <= now.getTime());
}
