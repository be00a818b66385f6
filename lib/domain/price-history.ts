import { nearestDollar, type Cents } from './money';

/**
 * Price history (issue 26 §3): what similar vehicles sold for, summed up. Pure: the server reads the sales from an
 * index (lib/server/lots/price-history.ts), the lot page draws them.
 */

/** How far back comparable sales are looked for. */
export const PRICE_HISTORY_DAYS = 180;
/** With at least this many sales of the same primary damage, only those count; fewer, and every damage counts. */
export const SAME_DAMAGE_MIN_SALES = 5;
/** Model years either side of the lot's that count as comparable. */
export const PRICE_HISTORY_YEAR_SPAN = 1;
/** A sold lot's page asks search engines not to index it this many days after its sale (it stays on the site). */
export const SOLD_LOT_INDEXED_DAYS = 90;

export interface PriceSummary {
  count: number;
  min: Cents;
  lowerQuartile: Cents;
  median: Cents;
  upperQuartile: Cents;
  max: Cents;
}

/** The value at fraction `p` of sorted amounts, interpolated between neighbours and rounded to a whole dollar. */
function quantile(sorted: readonly Cents[], p: number): Cents {
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const value = sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
  return nearestDollar(value);
}

/** Count, extremes, quartiles and median of sale prices (the linear method of most spreadsheets); null for none. */
export function summarizePrices(prices: readonly Cents[]): PriceSummary | null {
  if (prices.length === 0) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  return {
    count: sorted.length,
    min: sorted[0]!,
    lowerQuartile: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    upperQuartile: quantile(sorted, 0.75),
    max: sorted.at(-1)!,
  };
}

/** Whether a sold lot's page is still offered to search engines `now` (its sale within SOLD_LOT_INDEXED_DAYS). */
export function soldLotIndexable(soldAt: Date | null, now: Date): boolean {
  if (soldAt === null) return true;
  return now.getTime() - soldAt.getTime() <= SOLD_LOT_INDEXED_DAYS * 86_400_000;
}
