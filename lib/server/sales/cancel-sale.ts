import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { auctions, lots, proxyMaximums, saleCancellations } from '@/lib/db/schema';
import { ZERO_CENTS } from '@/lib/domain/money';
import type { CancelledSale } from '@/lib/schemas/admin-sales';
import { NO_SALE } from '../inventory/sale-placement';
import { inBackground } from '../notifications/bid-notices';
import { auditedSale, auditSale, type Staff } from './sale-audit';
import { notifySaleCancelled, preBidsOn } from './sale-cancelled-notices';
import { assertNotStarted, lockSale } from './sale-lock';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/** Lots still for sale, which a cancelled sale gives back to `upcoming`. */
const FOR_SALE = new Set(['upcoming', 'pre-bidding']);

/**
 * POST /rest-api/v2/admin/sales/{id}/cancel: the sale is called off, in one transaction under its lock (409
 * sale_live / sale_ended for one that has started or ended). Its lots still for sale go back to `upcoming` without a
 * sale; their pre-bids are released: the maxima are deleted and each lot's price, leader and bid count start again (the
 * bid ledger keeps what was bid), so the buying power they held is free at once. A lot bought now leaves the runlist
 * and keeps its purchase. The auction row is deleted (the slot is free again; the clock, which would start it, finds
 * nothing) and the calendar keeps a `sale_cancellations` entry with the reason. Audited as `sale.cancel`. After the
 * commit the bidders are told (a toast and an e-mail each), and search, the lots' pages and the lane's feed follow.
 */
export async function cancelSale(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<CancelledSale> {
  const done = await saleTransaction(async (tx) => {
    const sale = await lockSale(tx, id);
    assertNotStarted(sale, 'cancelled', now);
    const held = await tx
      .select({ id: lots.id, stockNumber: lots.stockNumber, status: lots.status })
      .from(lots)
      .where(eq(lots.auctionId, id))
      .orderBy(asc(lots.id))
      .for('update');
    const released = held.filter((lot) => FOR_SALE.has(lot.status)).map((lot) => lot.id);
    const kept = held.filter((lot) => !FOR_SALE.has(lot.status)).map((lot) => lot.id);
    const bidders = await preBidsOn(tx, released);
    if (released.length > 0) {
      await tx.delete(proxyMaximums).where(inArray(proxyMaximums.lotId, released));
      await tx
        .update(lots)
        .set({
          ...NO_SALE,
          status: 'upcoming',
          currentBidCents: ZERO_CENTS,
          highBidderId: null,
          bidCount: 0,
          version: sql`${lots.version} + 1`,
          updatedAt: now,
        })
        .where(inArray(lots.id, released));
    }
    if (kept.length > 0)
      await tx
        .update(lots)
        .set({ auctionId: null, runlistPosition: null, updatedAt: now })
        .where(inArray(lots.id, kept));
    await tx.delete(auctions).where(eq(auctions.id, id));
    const [entry] = await tx
      .insert(saleCancellations)
      .values({
        auctionId: id,
        branchId: sale.branchId,
        lane: sale.lane,
        startsAt: sale.startsAt,
        reason,
        lotsReleased: released.length,
        preBidsReleased: bidders.length,
        cancelledBy: staff.id,
        cancelledAt: now,
      })
      .returning({ cancelledAt: saleCancellations.cancelledAt });
    await auditSale(
      tx,
      staff,
      request,
      id,
      'sale.cancel',
      { ...auditedSale(sale), lots: held.map((lot) => lot.id) },
      { status: 'cancelled', reason, lotsReleased: released, preBidsReleased: bidders.length },
    );
    return {
      answer: {
        id,
        cancelledAt: entry!.cancelledAt.toISOString(),
        lotsReleased: released.length,
        preBidsReleased: bidders.length,
      },
      lots: held,
      lane: { branchId: sale.branchId, lane: sale.lane },
      bidders,
    };
  });
  inBackground(notifySaleCancelled(done.bidders));
  await salesChanged({ lots: done.lots, lanes: [done.lane] });
  return done.answer;
}
