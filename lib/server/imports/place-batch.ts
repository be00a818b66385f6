import 'server-only';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rows } from '@/lib/db/rows';
import { auctions, lots } from '@/lib/db/schema';
import type { SaleTarget } from './plan-row';

export type SaleKey = string;

/** The sale a target names: branch, lane and start. */
export const saleKeyOf = (target: SaleTarget): SaleKey =>
  `${target.branch.id}|${target.lane}|${target.saleDate.toISOString()}`;

/** A sale a batch's lots join: its auction and the last runlist place taken, or why it takes none (a field's key). */
export type PlacedSale =
  { auctionId: number; lastPosition: number } | { field: 'lane' | 'saleDate'; key: string };

/**
 * The auctions of a batch's sales, as placeOnSale (lib/server/inventory/sale-placement.ts) finds one for a check-in,
 * with three statements for the whole batch instead of three per sale: a lane the branch lacks is refused
 * (`unknownLane`); the missing auctions are made; all are locked for the rest of the transaction in id order (two
 * writers never take the same runlist place, nor wait on each other in a circle); one that is no longer scheduled is
 * refused (`saleStarted`); and each one's last runlist place is read.
 */
export async function placeSales(
  tx: Db,
  targets: ReadonlyMap<SaleKey, SaleTarget>,
): Promise<Map<SaleKey, PlacedSale>> {
  const placed = new Map<SaleKey, PlacedSale>();
  const open = [...targets].filter(([key, target]) => {
    if (target.branch.lanes.includes(target.lane)) return true;
    placed.set(key, { field: 'lane', key: 'unknownLane' });
    return false;
  });
  if (open.length === 0) return placed;
  await tx
    .insert(auctions)
    .values(open.map(([, t]) => ({ branchId: t.branch.id, lane: t.lane, startsAt: t.saleDate })))
    .onConflictDoNothing();
  const found = await tx
    .select({
      id: auctions.id,
      branchId: auctions.branchId,
      lane: auctions.lane,
      startsAt: auctions.startsAt,
      status: auctions.status,
    })
    .from(auctions)
    .where(
      sql`(${auctions.branchId}, ${auctions.lane}, ${auctions.startsAt}) in (${sql.join(
        open.map(
          ([, t]) => sql`(${t.branch.id}::int, ${t.lane}::text, ${t.saleDate.toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )})`,
    )
    .orderBy(asc(auctions.id))
    .for('update');
  const ids = found.map((a) => a.id);
  const last = new Map(
    rows<{ auction_id: number; last: number | string | null }>(
      await tx.execute(
        sql`select ${lots.auctionId} as auction_id, max(${lots.runlistPosition}) as last from ${lots}
            where ${inArray(lots.auctionId, ids)} group by ${lots.auctionId}`,
      ),
    ).map((r) => [Number(r.auction_id), Number(r.last ?? 0)]),
  );
  for (const auction of found) {
    const key = `${auction.branchId}|${auction.lane}|${auction.startsAt.toISOString()}`;
    placed.set(
      key,
      auction.status === 'scheduled'
        ? { auctionId: auction.id, lastPosition: last.get(auction.id) ?? 0 }
        : { field: 'saleDate', key: 'saleStarted' },
    );
  }
  return placed;
}
