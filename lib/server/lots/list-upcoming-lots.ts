import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import type { LotSummary } from './lot-summary';
import { lotSummaryColumns, toLotSummary } from './lot-summary-query';

/** The next lots to sell, soonest first (the home page's list). */
export async function listUpcomingLots(limit: number, now = new Date()): Promise<LotSummary[]> {
  const db = await getDb();
  const rows = await db
    .select(lotSummaryColumns)
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(and(gte(lots.saleDate, now), eq(lots.status, 'pre-bidding')))
    .orderBy(asc(lots.saleDate), asc(lots.id))
    .limit(limit);
  return rows.map(toLotSummary);
}
