import 'server-only';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { branches, lots } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { publicLotSummary } from '../lots/lot-summary';
import { lotSummaryColumns, toLotSummary } from '../lots/lot-summary-query';
import type { SearchLot } from './lot-search-api';
import { cachedCounts } from './search-cache';
import { labelOf, searchLabelTexts } from './search-labels';

export type BestDeal = SearchLot & {
  estimatedRetailValueCents: Cents;
  /** The current bid as a share of the estimated retail value, in whole percent. */
  bidToValuePercent: number;
};

/** Hundredths in a whole: the share as whole percent. */
const PERCENT = 100;

/** What a lot costs now as a share of what it is worth. */
const priceShare = sql`(${lots.currentBidCents}::float8 / ${lots.estimatedRetailValueCents})`;

/**
 * GET popular-inventory/best-deals. A best deal is a lot still open to pre-bids whose current bid is lowest relative to
 * its estimated retail value (the ACV a buyer compares with): that share is what a bargain hunter sorts on, and it is
 * comparable across cheap and dear vehicles, where the bare bid is not. Ties (e.g. lots without bids yet) go to the
 * higher value, then the lot id. Recomputed at most every 60 s (a scan of the open inventory).
 */
export async function bestDeals(limit: number, locale: Locale): Promise<BestDeal[]> {
  const [rows, texts] = await Promise.all([
    cachedCounts(`best-deals:${limit}`, async () => {
      const db = await getDb();
      return db
        .select({
          ...lotSummaryColumns,
          estimatedRetailValueCents: lots.estimatedRetailValueCents,
          share: priceShare,
        })
        .from(lots)
        .innerJoin(branches, eq(branches.id, lots.branchId))
        .where(and(eq(lots.status, 'pre-bidding'), gt(lots.estimatedRetailValueCents, ZERO_CENTS)))
        .orderBy(asc(priceShare), desc(lots.estimatedRetailValueCents), asc(lots.id))
        .limit(limit);
    }),
    searchLabelTexts(locale),
  ]);
  return rows.map(({ share, estimatedRetailValueCents, ...row }) => ({
    ...publicLotSummary(toLotSummary(row)),
    estimatedRetailValueCents,
    bidToValuePercent: Math.round(Number(share) * PERCENT),
    primaryDamageLabel: labelOf(texts.Damage, row.primaryDamage),
    titleTypeLabel: labelOf(texts.TitleType, row.titleType),
  }));
}
