import 'server-only';
import { eq } from 'drizzle-orm';
import { lots } from '@/lib/db/schema';
import type { Sale } from '@/lib/schemas/admin-sales';
import { ApiError } from '../http/api-error';
import { NO_SALE } from '../inventory/sale-placement';
import { lotCannotLeave, lotStays } from './lot-refusals';
import { readRunlist, writePositions } from './runlist-writes';
import { auditSale, type Staff } from './sale-audit';
import { assertNotStarted, lockSale } from './sale-lock';
import { readSale } from './sale-view';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/**
 * DELETE /rest-api/v2/admin/sales/{id}/lots/{lotId}: the lot leaves the sale and goes back to `upcoming` without one;
 * the runlist closes up. Under the sale's lock, then the lot's. 404 when the lot is not in this sale; 409 for a lot on
 * the block or whose sale ended, a sale that has started or ended, and a lot with bids (its bidders bid for this sale:
 * move it to another one, or cancel the sale, which releases them). Audited as `sale.unassign-lot`.
 */
export async function unassignLot(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  lotId: number,
  now: Date = new Date(),
): Promise<Sale> {
  const done = await saleTransaction(async (tx) => {
    const sale = await lockSale(tx, id);
    const [lot] = await tx
      .select({
        id: lots.id,
        stockNumber: lots.stockNumber,
        status: lots.status,
        bidCount: lots.bidCount,
        branchId: lots.branchId,
        auctionId: lots.auctionId,
        position: lots.runlistPosition,
      })
      .from(lots)
      .where(eq(lots.id, lotId))
      .for('update');
    if (!lot || lot.auctionId !== id) throw ApiError.notFound(`Lot ${lotId} is not in this sale.`);
    const stays = lotStays(lot);
    if (stays) throw stays;
    assertNotStarted(sale, 'changed', now);
    const refusal = lotCannotLeave(lot);
    if (refusal) throw refusal;
    await tx
      .update(lots)
      .set({ ...NO_SALE, status: 'upcoming', updatedAt: now })
      .where(eq(lots.id, lotId));
    const runlist = await readRunlist(tx, sale);
    await writePositions(
      tx,
      runlist.map((row) => row.id),
      runlist,
      true,
    );
    await auditSale(tx, staff, request, id, 'sale.unassign-lot', { lotId, position: lot.position }, null);
    return { sale: (await readSale(tx, id))!, lot, lane: sale };
  });
  await salesChanged({ lots: [done.lot], lanes: [done.lane] });
  return done.sale;
}
