import 'server-only';
import { asc, inArray, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auctions, lots } from '@/lib/db/schema';
import type { Sale } from '@/lib/schemas/admin-sales';
import { ApiError } from '../http/api-error';
import { lotCannotJoin } from './lot-refusals';
import { readRunlist, writePositions } from './runlist-writes';
import { auditSale, type Staff } from './sale-audit';
import { assertNotStarted, isStarted, type LockedSale } from './sale-lock';
import { readSale } from './sale-view';
import { saleTransaction } from './sale-transaction';
import { salesChanged } from './sales-changed';

/** The lots `references` name (9 digits: a lot id; 8: a stock number), in the order named; 422 naming the unknown. */
async function lotsNamed(
  tx: Db,
  references: readonly string[],
): Promise<{ id: number; auctionId: number | null }[]> {
  const wanted = [...new Set(references)];
  const ids = wanted.filter((ref) => ref.length === 9).map(Number);
  const stocks = wanted.filter((ref) => ref.length === 8);
  const found = await tx
    .select({ id: lots.id, stockNumber: lots.stockNumber, auctionId: lots.auctionId })
    .from(lots)
    .where(
      or(inArray(lots.id, ids.length ? ids : [0]), inArray(lots.stockNumber, stocks.length ? stocks : [''])),
    );
  const byRef = new Map(
    found.flatMap((lot) => [[String(lot.id), lot] as const, [lot.stockNumber, lot] as const]),
  );
  const unknown = wanted.filter((ref) => !byRef.has(ref));
  if (unknown.length > 0)
    throw ApiError.invalid(
      { lots: 'unknownLots' },
      `No lot has the id or stock number ${unknown.join(', ')}.`,
    );
  // One lot named twice (by its id and its stock number) joins once, where first named.
  return [...new Map(wanted.map((ref) => [byRef.get(ref)!.id, byRef.get(ref)!])).values()];
}

/** The sales `ids` locked in id order (two writers that each touch two sales never wait on each other in a circle). */
async function lockSales(tx: Db, ids: readonly number[]): Promise<Map<number, LockedSale>> {
  const rows = await tx
    .select({
      id: auctions.id,
      branchId: auctions.branchId,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
      status: auctions.status,
    })
    .from(auctions)
    .where(inArray(auctions.id, [...ids]))
    .orderBy(asc(auctions.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * POST /rest-api/v2/admin/sales/{id}/lots: lots named by lot id or stock number join the sale at the end of its runlist,
 * in the order named (one already in it keeps its place). A lot in another sale leaves it with its bids (as a lot
 * edit may move it) and that runlist closes up. One transaction: the sales involved are locked in id order (the
 * placement's way), then the lots; positions stay contiguous. 404 for no such sale; 422 naming unknown lots; 409 for a
 * sale that has started or ended, a lot on the block, sold, withdrawn, at another branch or in a sale that has
 * started. Audited as `sale.assign-lots` with the lots and the sales they came from.
 */
export async function assignLots(
  staff: Staff,
  request: { headers: Headers } | null,
  id: number,
  references: readonly string[],
  now: Date = new Date(),
): Promise<Sale> {
  const done = await saleTransaction(async (tx) => {
    const named = await lotsNamed(tx, references);
    const sources = [...new Set(named.flatMap((lot) => (lot.auctionId === null ? [] : [lot.auctionId])))];
    const sales = await lockSales(tx, [...new Set([id, ...sources])]);
    const target = sales.get(id);
    if (!target) throw ApiError.notFound('No sale has this id.');
    assertNotStarted(target, 'given lots', now);
    const rows = await tx
      .select({
        id: lots.id,
        stockNumber: lots.stockNumber,
        status: lots.status,
        bidCount: lots.bidCount,
        branchId: lots.branchId,
        auctionId: lots.auctionId,
      })
      .from(lots)
      .where(
        inArray(
          lots.id,
          named.map((lot) => lot.id),
        ),
      )
      .orderBy(asc(lots.id))
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const joining = named.map((lot) => byId.get(lot.id)!).filter((lot) => lot.auctionId !== id);
    for (const lot of joining) {
      const refusal = lotCannotJoin(lot, target.branchId);
      if (refusal) throw refusal;
      const from = lot.auctionId === null ? null : sales.get(lot.auctionId);
      if (lot.auctionId !== null && !from)
        throw ApiError.conflict('conflict', `Lot ${lot.id} changed its sale meanwhile: try again.`);
      if (from && from.status !== 'ended' && isStarted(from, now))
        throw ApiError.conflict(
          'sale_live',
          `Lot ${lot.id} is in sale ${from.id}, which has started: it stays there.`,
        );
    }
    if (joining.length === 0) return { sale: (await readSale(tx, id))!, lots: [], lanes: [] };

    const joiningIds = joining.map((lot) => lot.id);
    await tx
      .update(lots)
      .set({
        auctionId: id,
        lane: target.lane,
        saleDate: target.startsAt,
        runlistPosition: null,
        status: 'pre-bidding',
        updatedAt: now,
      })
      .where(inArray(lots.id, joiningIds));
    const left = [...new Set(joining.flatMap((lot) => (lot.auctionId === null ? [] : [lot.auctionId])))];
    for (const saleId of left) {
      const source = sales.get(saleId)!;
      if (source.status !== 'scheduled') continue;
      const runlist = await readRunlist(tx, source);
      await writePositions(
        tx,
        runlist.map((lot) => lot.id),
        runlist,
        true,
      );
    }
    const runlist = await readRunlist(tx, target);
    const joined = new Set(joiningIds);
    const order = [...runlist.filter((lot) => !joined.has(lot.id)).map((lot) => lot.id), ...joiningIds];
    await writePositions(tx, order, runlist, true);
    await auditSale(tx, staff, request, id, 'sale.assign-lots', null, {
      lots: joiningIds,
      from: Object.fromEntries(
        joining.flatMap((lot) => (lot.auctionId === null ? [] : [[lot.id, lot.auctionId]])),
      ),
    });
    return {
      sale: (await readSale(tx, id))!,
      lots: joining,
      lanes: [target, ...left.map((saleId) => sales.get(saleId)!)],
    };
  });
  await salesChanged({ lots: done.lots, lanes: done.lanes });
  return done.sale;
}
