import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { auctions, lots } from '@/lib/db/schema';
import type { RescheduleSale, Sale } from '@/lib/schemas/admin-sales';
import { auditSale, type Staff } from './sale-audit';
import { assertNotStarted, lockSale } from './sale-lock';
import { inFreeSlot, requireSlot, slotTaken } from './sale-slot';
import { readSale } from './sale-view';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/**
 * PUT /rest-api/v2/admin/sales/{id}: the sale starts at another time (and, if sent, in another lane of its branch);
 * its lots follow (their sale date and lane), keeping their places and their pre-bids. Under the sale's lock; 409
 * sale_live / sale_ended for a sale that has started or ended, 409 sale_slot_taken when the lane has another sale at
 * that start, 422 for a start not to come or a lane the branch lacks. Audited as `sale.reschedule` (before and after).
 */
export async function rescheduleSale(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  input: RescheduleSale,
  now: Date = new Date(),
): Promise<Sale> {
  const result = await inFreeSlot(() =>
    saleTransaction(async (tx) => {
      const sale = await lockSale(tx, id);
      assertNotStarted(sale, 'rescheduled', now);
      const next = {
        branchId: sale.branchId,
        lane: input.lane ?? sale.lane,
        startsAt: new Date(input.startsAt),
      };
      await requireSlot(tx, next, now);
      if (next.lane === sale.lane && next.startsAt.getTime() === sale.startsAt.getTime())
        return { sale: (await readSale(tx, id))!, lots: [], lanes: [] };
      const [other] = await tx
        .select({ id: auctions.id })
        .from(auctions)
        .where(
          and(
            eq(auctions.branchId, next.branchId),
            eq(auctions.lane, next.lane),
            eq(auctions.startsAt, next.startsAt),
            ne(auctions.id, id),
          ),
        );
      if (other) throw slotTaken();
      await tx
        .update(auctions)
        .set({ lane: next.lane, startsAt: next.startsAt, updatedAt: now })
        .where(eq(auctions.id, id));
      // The lots' rows in id order (as every writer of several lots takes them), then their sale date and lane.
      await tx
        .select({ id: lots.id })
        .from(lots)
        .where(eq(lots.auctionId, id))
        .orderBy(asc(lots.id))
        .for('update');
      const moved = await tx
        .update(lots)
        .set({ saleDate: next.startsAt, lane: next.lane, updatedAt: now })
        .where(eq(lots.auctionId, id))
        .returning({ id: lots.id, stockNumber: lots.stockNumber });
      await auditSale(
        tx,
        staff,
        request,
        id,
        'sale.reschedule',
        { lane: sale.lane, startsAt: sale.startsAt.toISOString() },
        { lane: next.lane, startsAt: next.startsAt.toISOString(), lots: moved.length },
      );
      return { sale: (await readSale(tx, id))!, lots: moved, lanes: [sale, next] };
    }),
  );
  await salesChanged({ lots: result.lots, lanes: result.lanes });
  return result.sale;
}
