import 'server-only';
import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import type { LotSummary } from './lot-summary';
import { lotSummaryColumns, toLotSummary } from './lot-summary-query';

/** Statuses of lots that can still be bid on or bought. */
const OPEN = ['upcoming', 'pre-bidding', 'on-the-block'] as const;
/** How far from the lot's year the same-type fallback looks. */
const TYPE_YEAR_SPAN = 3;

export interface SimilarTo {
  id: number;
  year: number;
  makeSlug: string;
  modelSlug: string;
  vehicleType: string;
}

async function nearestYears(where: SQL | undefined, year: number, limit: number): Promise<LotSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(lotSummaryColumns)
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(where)
    .orderBy(sql`abs(${lots.year} - ${year})`, asc(lots.saleDate), asc(lots.id))
    .limit(limit);
  return rows.map(toLotSummary);
}

/**
 * A few open lots like this one: the same make and model first, nearest year first (then the soonest sale); when
 * those run short, open lots of the same vehicle type within a few years of it.
 */
export async function similarLots(lot: SimilarTo, limit = 4): Promise<LotSummary[]> {
  const open = inArray(lots.status, [...OPEN]);
  const sameModel = await nearestYears(
    and(open, eq(lots.makeSlug, lot.makeSlug), eq(lots.modelSlug, lot.modelSlug), ne(lots.id, lot.id)),
    lot.year,
    limit,
  );
  if (sameModel.length >= limit) return sameModel;
  const seen = [lot.id, ...sameModel.map((l) => l.id)];
  const sameType = await nearestYears(
    and(
      open,
      eq(lots.vehicleType, lot.vehicleType),
      sql`${lots.year} between ${lot.year - TYPE_YEAR_SPAN} and ${lot.year + TYPE_YEAR_SPAN}`,
      notInArray(lots.id, seen),
    ),
    lot.year,
    limit - sameModel.length,
  );
  return [...sameModel, ...sameType];
}
