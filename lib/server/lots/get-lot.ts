import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';

export type LotDetail = typeof lots.$inferSelect & {
  branch: { id: number; name: string; city: string; state: string; zip: string; timeZone: string };
};

async function findLot(where: ReturnType<typeof eq>): Promise<LotDetail | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      lot: lots,
      branch: {
        id: branches.id,
        name: branches.name,
        city: branches.city,
        state: branches.state,
        zip: branches.zip,
        timeZone: branches.timeZone,
      },
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(where)
    .limit(1);
  return row ? { ...row.lot, branch: row.branch } : null;
}

/** A lot by its 9-digit id (one lookup per request). */
export const getLotById = cache((id: number) => findLot(eq(lots.id, id)));

/** A lot by its 8-digit stock number (the /vehicle/ URL form). */
export const getLotByStockNumber = cache((stockNumber: string) => findLot(eq(lots.stockNumber, stockNumber)));
