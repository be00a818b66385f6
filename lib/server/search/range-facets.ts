import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { rows } from '@/lib/db/rows';
import { lots } from '@/lib/db/schema';
import type { LotFilters } from '@/lib/domain/search-filters';
import { ODOMETER_BUCKETS, setRange } from '@/lib/domain/search-state';
import { countsKey } from './facet-counts';
import { lotWhere } from './lot-query';
import { cachedCounts } from './search-cache';

/** Counts of the search pages' range filters: each odometer bucket, and each sale day (UTC, YYYY-MM-DD). */
export interface RangeFacets {
  odometer: { from: number; to: number | null; cnt: number }[];
  saleDays: { day: string; cnt: number }[];
}

/** The most sale days listed (the demo inventory sells over the next three weeks). */
const MAX_SALE_DAYS = 31;

async function odometerCounts(filters: LotFilters): Promise<RangeFacets['odometer']> {
  const db = await getDb();
  const columns = ODOMETER_BUCKETS.map(
    ([from, to], i) =>
      sql`count(*) filter (where ${lots.odometer} >= ${from}${to === null ? sql`` : sql` and ${lots.odometer} <= ${to}`}) as ${sql.raw(`b${i}`)}`,
  );
  const [row = {}] = rows<Record<string, string | number>>(
    await db.execute(sql`select ${sql.join(columns, sql`, `)} from ${lots} where ${lotWhere(filters)}`),
  );
  return ODOMETER_BUCKETS.map(([from, to], i) => ({ from, to, cnt: Number(row[`b${i}`] ?? 0) }));
}

async function saleDayCounts(filters: LotFilters): Promise<RangeFacets['saleDays']> {
  const db = await getDb();
  const day = sql`to_char(${lots.saleDate} at time zone 'UTC', 'YYYY-MM-DD')`;
  const days = rows<{ day: string; n: string | number }>(
    await db.execute(
      sql`select ${day} as day, count(*) as n from ${lots}
          where ${lotWhere(filters)} and ${lots.saleDate} is not null
          group by 1 order by 1 limit ${MAX_SALE_DAYS}`,
    ),
  );
  return days.map((r) => ({ day: r.day, cnt: Number(r.n) }));
}

/**
 * The counts of the odometer buckets and sale days for a search, each taken with every other filter applied and its
 * own range left out (like the facet groups), so choosing one finds exactly that many lots. Cached for 60 s.
 */
export async function rangeFacets(filters: LotFilters): Promise<RangeFacets> {
  const withoutOdometer = setRange(filters, 'odometer', null, null);
  const withoutSaleDate = setRange(filters, 'saleDate', null, null);
  const [odometer, saleDays] = await Promise.all([
    cachedCounts(`odometer:${countsKey(withoutOdometer)}`, () => odometerCounts(withoutOdometer)),
    cachedCounts(`sale-days:${countsKey(withoutSaleDate)}`, () => saleDayCounts(withoutSaleDate)),
  ]);
  return { odometer, saleDays };
}

/** How many open lots a search finds (its total alone: the wider searches an empty result suggests). */
export function countLots(filters: LotFilters): Promise<number> {
  return cachedCounts(`total:${countsKey(filters)}`, async () => {
    const db = await getDb();
    const [total] = rows<{ n: string | number }>(
      await db.execute(sql`select count(*) as n from ${lots} where ${lotWhere(filters)}`),
    );
    return Number(total?.n ?? 0);
  });
}
