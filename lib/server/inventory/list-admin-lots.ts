import 'server-only';
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import { normalizeVin } from '@/lib/domain/vin';
import type { AdminLotList, AdminLotListQuery } from '@/lib/schemas/admin-lots';

export const ADMIN_LOTS_PAGE_SIZE = 25;

/** `like` needs its wildcards escaped in what was typed. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What `q` finds: 9 digits a lot id; up to 8 digits the stock numbers that start with them; anything else the VINs
 * that start with it (spaces removed, upper case). Each a lookup on its own index (the text_pattern_ops ones).
 */
function matchOf(q: string): SQL | undefined {
  const text = q.trim();
  if (text === '') return undefined;
  if (/^[0-9]{9}$/.test(text)) return eq(lots.id, Number(text));
  if (/^[0-9]{1,8}$/.test(text)) return like(lots.stockNumber, `${escapeLike(text)}%`);
  return like(lots.vin, `${escapeLike(normalizeVin(text))}%`);
}

/**
 * GET /rest-api/v2/admin/lots: one page of lots, the newest lot id first, found by VIN, stock number or lot id and by
 * status. One row more than the page is read to tell whether another page follows; no count over the inventory.
 */
export async function listAdminLots(query: AdminLotListQuery): Promise<AdminLotList> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_LOTS_PAGE_SIZE;
  const db = await getDb();
  const found = await db
    .select({
      id: lots.id,
      stockNumber: lots.stockNumber,
      vin: lots.vin,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      status: lots.status,
      branchId: lots.branchId,
      saleDate: lots.saleDate,
      updatedAt: lots.updatedAt,
    })
    .from(lots)
    .where(and(matchOf(query.q ?? ''), query.status ? eq(lots.status, query.status) : undefined))
    .orderBy(desc(lots.id))
    .limit(pageSize + 1)
    .offset((page - 1) * pageSize);
  return {
    items: found.slice(0, pageSize).map((row) => ({
      ...row,
      saleDate: row.saleDate?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
      path: lotPathOf(row),
    })),
    page,
    pageSize,
    hasMore: found.length > pageSize,
  };
}
