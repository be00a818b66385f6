import 'server-only';
import { moveInRunlist } from '@/lib/domain/runlist-order';
import type { RunlistMove, Sale } from '@/lib/schemas/admin-sales';
import { ApiError } from '../http/api-error';
import { lotStays } from './lot-refusals';
import { readRunlist, writePositions } from './runlist-writes';
import { auditSale, type Staff } from './sale-audit';
import { lockSale } from './sale-lock';
import { readSale } from './sale-view';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/**
 * PUT /rest-api/v2/admin/sales/{id}/runlist: a lot moves to a place of the runlist (1 first; past the end last); move
 * up and down are the places either side. In a scheduled sale the positions are renumbered 1..n; in a live one only
 * the lots still to come trade places (lib/domain/runlist-order.ts). Under the sale's lock, so the clock brings the
 * lots on the block in the new order. 404 for a lot not in the sale; 409 lot_on_the_block, lot_sale_ended for a lot
 * already sold, before_the_block for a place ahead of the block, sale_ended. Audited as `sale.runlist-move`.
 */
export async function moveRunlistLot(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  move: RunlistMove,
): Promise<Sale> {
  const done = await saleTransaction(async (tx) => {
    const sale = await lockSale(tx, id);
    if (sale.status === 'ended')
      throw ApiError.conflict('sale_ended', 'The sale has ended: its runlist cannot change.');
    const runlist = await readRunlist(tx, sale);
    const from = runlist.findIndex((lot) => lot.id === move.lotId);
    if (from < 0) throw ApiError.notFound(`Lot ${move.lotId} is not in this sale.`);
    const moved = moveInRunlist(runlist, move.lotId, move.position);
    if ('refused' in moved) {
      if (moved.refused === 'before-the-block')
        throw ApiError.conflict(
          'before_the_block',
          `The sale is live: lot ${move.lotId} cannot move ahead of the lot on the block.`,
        );
      throw (
        lotStays(runlist[from]!) ??
        ApiError.conflict('lot_stays', `Lot ${move.lotId} cannot change places now.`)
      );
    }
    const to = moved.order.indexOf(move.lotId);
    if (to !== from) {
      await writePositions(tx, moved.order, runlist, sale.status === 'scheduled');
      await auditSale(
        tx,
        staff,
        request,
        id,
        'sale.runlist-move',
        { lotId: move.lotId, place: from + 1 },
        { lotId: move.lotId, place: to + 1 },
      );
    }
    return { sale: (await readSale(tx, id))!, lane: sale, changed: to !== from };
  });
  if (done.changed) await salesChanged({ lots: [], lanes: [done.lane] });
  return done.sale;
}
