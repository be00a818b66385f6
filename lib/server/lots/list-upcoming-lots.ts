import 'server-only';
import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import type { LotSummary } from './lot-summary';

/** The next lots to sell, soonest first (the home page's list). */
export async function listUpcomingLots(limit: number, now = new Date()): Promise<LotSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: lots.id,
      stockNumber: lots.stockNumber,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      primaryDamage: lots.primaryDamage,
      odometer: lots.odometer,
      odometerBrand: lots.odometerBrand,
      titleType: lots.titleType,
      titleState: lots.titleState,
      startCode: lots.startCode,
      images: lots.images,
      saleDate: lots.saleDate,
      currentBidCents: lots.currentBidCents,
      buyItNowPriceCents: lots.buyItNowPriceCents,
      status: lots.status,
      branchName: branches.name,
      branchState: branches.state,
      timeZone: branches.timeZone,
    })
    .from(lots)
    .innerJoin(branches, eq(branches.id, lots.branchId))
    .where(and(gte(lots.saleDate, now), eq(lots.status, 'pre-bidding')))
    .orderBy(asc(lots.saleDate), asc(lots.id))
    .limit(limit);
  return rows.map(({ images, ...row }) => ({ ...row, image: images[0] ?? '' }));
}
