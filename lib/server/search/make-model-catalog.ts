import 'server-only';
import { count, desc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/inventory-terms';
import { memoize } from '../cache/memo';

export interface MakeModelCount {
  make: string;
  makeSlug: string;
  model: string;
  modelSlug: string;
  cnt: number;
}

/** Every make and model with open lots, most lots first; refreshed every ten minutes. */
const catalog = memoize(10 * 60_000, async (): Promise<MakeModelCount[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      make: lots.make,
      makeSlug: lots.makeSlug,
      model: lots.model,
      modelSlug: lots.modelSlug,
      cnt: count(),
    })
    .from(lots)
    .where(inArray(lots.status, [...OPEN_LOT_STATUSES]))
    .groupBy(lots.make, lots.makeSlug, lots.model, lots.modelSlug)
    .orderBy(desc(count()));
  return rows.map((r) => ({ ...r, cnt: Number(r.cnt) }));
});

export function makeModelCatalog(): Promise<MakeModelCount[]> {
  return catalog.get();
}
