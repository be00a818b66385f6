import 'server-only';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import { DAMAGE_PAGES, OPEN_LOT_STATUSES, VEHICLE_TYPES } from '@/lib/domain/inventory-terms';
import { memoize } from '../cache/memo';

export interface FinderCount {
  key: string;
  name?: string;
  cnt: number;
}

export interface VehicleFinderCounts {
  vehicleTypes: FinderCount[];
  damageTypes: FinderCount[];
  popularMakes: FinderCount[];
  states: FinderCount[];
  titleNames: FinderCount[];
}

const POPULAR_MAKES = 12;

async function groupCounts(
  column: typeof lots.vehicleType | typeof lots.lossType | typeof lots.titleType | typeof branches.state,
) {
  const db = await getDb();
  const rows = await db
    .select({ key: column, cnt: count() })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(inArray(lots.status, [...OPEN_LOT_STATUSES]))
    .groupBy(column)
    .orderBy(desc(count()));
  return rows.map((r) => ({ key: r.key, cnt: Number(r.cnt) }));
}

async function loadCounts(): Promise<VehicleFinderCounts> {
  const db = await getDb();
  const [types, losses, titles, states, makes] = await Promise.all([
    groupCounts(lots.vehicleType),
    groupCounts(lots.lossType),
    groupCounts(lots.titleType),
    // Search by state: where the vehicles stand (their branch's state).
    groupCounts(branches.state),
    db
      .select({ key: lots.makeSlug, name: sql<string>`min(${lots.make})`, cnt: count() })
      .from(lots)
      .where(inArray(lots.status, [...OPEN_LOT_STATUSES]))
      .groupBy(lots.makeSlug)
      .orderBy(desc(count()))
      .limit(POPULAR_MAKES),
  ]);
  const typeOrder = (key: string) => VEHICLE_TYPES.indexOf(key as (typeof VEHICLE_TYPES)[number]);
  return {
    vehicleTypes: types.sort((a, b) => typeOrder(a.key) - typeOrder(b.key)),
    damageTypes: losses.filter((l) => l.key in DAMAGE_PAGES),
    popularMakes: makes.map((m) => ({ key: m.key, name: m.name, cnt: Number(m.cnt) })),
    states: states.sort((a, b) => a.key.localeCompare(b.key)),
    titleNames: titles,
  };
}

const cached = memoize(5 * 60_000, loadCounts);

/** Open-lot counts for the header's vehicle finder, refreshed every five minutes. */
export function vehicleFinderCounts(): Promise<VehicleFinderCounts> {
  return cached.get();
}
