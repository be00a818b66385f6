import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots } from '@/lib/db/schema';
import { inRunlistOrder, positionsOf } from '@/lib/domain/runlist-order';
import { isMovable } from './sale-view';

/** A lot of a sale as the runlist writes read it (under the sale's lock). */
export interface RunlistRow {
  id: number;
  stockNumber: string;
  position: number | null;
  status: string;
  bidCount: number;
}

/**
 * The sale's lots in runlist order, each marked movable or not. In a scheduled sale every lot's row is locked (the
 * runlist is renumbered); in a live one only those still to come, the rows a reorder may touch: the lot on the block
 * stays unlocked here, so this never waits on the clock, which holds that lot while it waits for the sale's row.
 */
export async function readRunlist(
  tx: Db,
  sale: { id: number; status: string },
): Promise<(RunlistRow & { movable: boolean })[]> {
  const live = sale.status === 'live';
  const query = tx
    .select({
      id: lots.id,
      stockNumber: lots.stockNumber,
      position: lots.runlistPosition,
      status: lots.status,
      bidCount: lots.bidCount,
    })
    .from(lots)
    .where(eq(lots.auctionId, sale.id))
    .orderBy(asc(lots.id));
  const rows = live ? await query : await query.for('update');
  if (live) {
    const toCome = rows.filter((row) => row.status === 'pre-bidding').map((row) => row.id);
    // Locked in id order, as every writer of several lots takes them; then read again under the lock.
    const locked = toCome.length
      ? await tx
          .select({ id: lots.id, status: lots.status, position: lots.runlistPosition })
          .from(lots)
          .where(inArray(lots.id, toCome))
          .orderBy(asc(lots.id))
          .for('update')
      : [];
    const now = new Map(locked.map((row) => [row.id, row]));
    for (const row of rows) {
      const fresh = now.get(row.id);
      if (fresh) Object.assign(row, { status: fresh.status, position: fresh.position });
    }
  }
  return inRunlistOrder(rows).map((row) => ({ ...row, movable: isMovable(sale.status, row.status) }));
}

/**
 * Give the lots of `order` their positions (positionsOf: 1..n when `compact`, else each place keeps the number it had
 * in `before`), writing only those that change. Positions are unique per sale and PostgreSQL checks that row by row,
 * so the lots that move are first cleared and then set: two statements, whatever the number of lots. Bookkeeping
 * (updated_at) stays: a lot's place is not a change of the lot.
 */
export async function writePositions(
  tx: Db,
  order: readonly number[],
  before: readonly { id: number; position: number | null }[],
  compact: boolean,
): Promise<void> {
  const positions = positionsOf(order, before, compact);
  const was = new Map(before.map((row) => [row.id, row.position]));
  const moving = [...positions].filter(([id, position]) => was.get(id) !== position);
  if (moving.length === 0) return;
  const ids = moving.map(([id]) => id);
  await tx.execute(sql`update ${lots} set runlist_position = null where ${inArray(lots.id, ids)}`);
  const values = sql.join(
    moving.map(([id, position]) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${lots} set runlist_position = v.position from (values ${values}) as v(id, position) where ${lots.id} = v.id`,
  );
}
