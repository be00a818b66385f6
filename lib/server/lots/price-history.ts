import 'server-only';
import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { lotPathOf } from '@/lib/domain/lot-route';
import type { Cents } from '@/lib/domain/money';
import {
  PRICE_HISTORY_DAYS,
  PRICE_HISTORY_YEAR_SPAN,
  SAME_DAMAGE_MIN_SALES,
  summarizePrices,
  type PriceSummary,
} from '@/lib/domain/price-history';

/** One earlier run of the same VIN with us: when, how high the bidding went, and how it ended. */
export interface VinRun {
  lotId: number;
  path: string;
  /** The sale's day (ISO), or null for a lot never scheduled. */
  date: string | null;
  highBidCents: Cents;
  /** The lot's status: sold, bought-now, on-approval, not-sold, withdrawn, or still open. */
  status: string;
  soldPriceCents: Cents | null;
}

/** One sale of a comparable vehicle. */
export interface ComparableSale {
  lotId: number;
  path: string;
  title: string;
  primaryDamage: string;
  soldAt: string;
  priceCents: Cents;
}

export interface PriceHistory {
  /** This VIN's other lots, newest first. */
  vinRuns: VinRun[];
  comparables: {
    /** Only sales of the lot's own primary damage (there were enough of them). */
    sameDamage: boolean;
    summary: PriceSummary | null;
    /** Every sale counted, oldest first (the chart's points; the table lists them newest first). */
    sales: ComparableSale[];
  };
}

/** The most comparable sales read for one page (a model sells a few dozen times in 180 days; a cap all the same). */
const MAX_SALES = 200;
const DAY_MS = 86_400_000;

export interface PriceHistoryOf {
  id: number;
  vin: string;
  year: number;
  makeSlug: string;
  modelSlug: string;
  primaryDamage: string;
}

async function vinRuns(lot: PriceHistoryOf): Promise<VinRun[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      saleDate: lots.saleDate,
      soldAt: lots.soldAt,
      currentBidCents: lots.currentBidCents,
      status: lots.status,
      soldPriceCents: lots.soldPriceCents,
    })
    .from(lots)
    .where(and(eq(lots.vin, lot.vin), ne(lots.id, lot.id)))
    .orderBy(desc(sql`coalesce(${lots.soldAt}, ${lots.saleDate})`), desc(lots.id))
    .limit(20);
  return rows.map((row) => ({
    lotId: row.id,
    path: lotPathOf(row),
    date: (row.soldAt ?? row.saleDate)?.toISOString() ?? null,
    highBidCents: row.currentBidCents,
    status: row.status,
    soldPriceCents: row.soldPriceCents,
  }));
}

/** The newest MAX_SALES sales of the lot's make and model, years within the span, since `since`. */
async function soldLike(lot: PriceHistoryOf, since: Date) {
  const db = await getDb();
  // lots_sold_make_model_idx: sold lots by make, model and sale time.
  return db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      primaryDamage: lots.primaryDamage,
      soldAt: lots.soldAt,
      soldPriceCents: lots.soldPriceCents,
    })
    .from(lots)
    .where(
      and(
        eq(lots.status, 'sold'),
        eq(lots.makeSlug, lot.makeSlug),
        eq(lots.modelSlug, lot.modelSlug),
        gte(lots.soldAt, since),
        sql`${lots.year} between ${lot.year - PRICE_HISTORY_YEAR_SPAN} and ${lot.year + PRICE_HISTORY_YEAR_SPAN}`,
        ne(lots.id, lot.id),
      ),
    )
    .orderBy(desc(lots.soldAt), desc(lots.id))
    .limit(MAX_SALES);
}

/**
 * The lot page's price history (issue 26 §3), free: this VIN's earlier runs with us, and what comparable vehicles
 * sold for in the last PRICE_HISTORY_DAYS days: the same make and model, a model year within one, and the same
 * primary damage when at least SAME_DAMAGE_MIN_SALES such sales exist (else every damage). Two index reads
 * (lots_vin_idx, lots_sold_make_model_idx).
 */
export async function priceHistory(lot: PriceHistoryOf, now = new Date()): Promise<PriceHistory> {
  const since = new Date(now.getTime() - PRICE_HISTORY_DAYS * DAY_MS);
  const [runs, newestFirst] = await Promise.all([vinRuns(lot), soldLike(lot, since)]);
  const all = newestFirst.reverse();
  const sameDamage = all.filter((row) => row.primaryDamage === lot.primaryDamage);
  const counted = sameDamage.length >= SAME_DAMAGE_MIN_SALES ? sameDamage : all;
  const sales: ComparableSale[] = counted
    .filter((row) => row.soldAt !== null && row.soldPriceCents !== null)
    .map((row) => ({
      lotId: row.id,
      path: lotPathOf(row),
      title: [row.year, row.make, row.model, row.trim].filter(Boolean).join(' '),
      primaryDamage: row.primaryDamage,
      soldAt: row.soldAt!.toISOString(),
      priceCents: row.soldPriceCents!,
    }));
  return {
    vinRuns: runs,
    comparables: {
      sameDamage: counted === sameDamage && sameDamage.length > 0,
      summary: summarizePrices(sales.map((sale) => sale.priceCents)),
      sales,
    },
  };
}
