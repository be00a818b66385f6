import { roundUpToIncrement } from '@/lib/domain/bid-increments';
import { cents, max, nearestDollar, type Cents } from '@/lib/domain/money';
import { PRICE_HISTORY_DAYS } from '@/lib/domain/price-history';
import type { BranchSeed } from './catalog/branches';
import { generateLot, lotIdFor, type LotRow } from './lot-generator';
import type { Random } from './random';
import { generateVin } from './vin-generator';

/** Finished sales generated besides the open lots, as a share of them (price history on a fresh start, issue 26 §3). */
export const HISTORY_SHARE = 0.4;
/** Of those, the share that are a twin of an open lot (its make, model and a year within one): comparables to show. */
const TWIN_SHARE = 0.6;
/** And the share that are an open lot's own earlier run (the same VIN, not sold then, relisted now). */
const RELIST_SHARE = 0.08;
const DAY_MS = 86_400_000;
const MIN_RETAIL_VALUE = cents(150_000);

/** A sale price near what salvage fetches: a share of the retail value that falls as the repair cost rises. */
function salePrice(random: Random, row: LotRow): Cents {
  const erv = row.estimatedRetailValueCents;
  const repairShare = (row.repairCostCents ?? 0) / erv;
  const share = Math.min(0.7, Math.max(0.06, random.normal(0.34 - 0.25 * (repairShare - 0.4), 0.07)));
  return roundUpToIncrement(cents(Math.round(erv * share)));
}

/** A day within the price-history window, at the sale's usual hour (10:00 in the central US: 16:00 UTC). */
function pastSaleDay(random: Random, now: Date, fromDays: number, toDays: number): Date {
  const day = new Date(now.getTime() - random.int(fromDays, toDays) * DAY_MS);
  day.setUTCHours(16, 0, 0, 0);
  return day;
}

/** The vehicle of `twin` (make, model, trim, body, engine...) on `row`, a model year within one, with its own VIN. */
function asTwinOf(random: Random, row: LotRow, twin: LotRow, index: number, now: Date): LotRow {
  const shifted = random.chance(0.5) ? twin.year : twin.year + (random.chance(0.5) ? -1 : 1);
  // Within the model's catalogue span as the twin's year allows: no older than 1990, no newer than this year.
  const year = Math.max(
    Math.min(twin.year, 1990),
    Math.min(shifted, Math.max(twin.year, now.getUTCFullYear())),
  );
  const images = [1, 2, 3].map(
    (view) => `/lot-images/${twin.bodyStyle}/${row.color}/${row.primaryDamage}/${view}.svg`,
  );
  return {
    ...row,
    year,
    make: twin.make,
    makeSlug: twin.makeSlug,
    model: twin.model,
    modelSlug: twin.modelSlug,
    trim: twin.trim,
    vehicleType: twin.vehicleType,
    bodyStyle: twin.bodyStyle,
    engine: twin.engine,
    cylinders: twin.cylinders,
    fuel: twin.fuel,
    drive: twin.drive,
    transmission: twin.transmission,
    // As the generator does: at least $1,500, whole dollars.
    estimatedRetailValueCents: max(
      MIN_RETAIL_VALUE,
      nearestDollar(twin.estimatedRetailValueCents * (0.9 + random.float() * 0.2)),
    ),
    images,
    vin: generateVin(random, twin.vin.slice(0, 3), year, index),
  };
}

/**
 * One finished sale of the last PRICE_HISTORY_DAYS days: sold (most), not sold, or bought now, with its bids and
 * price. A relist is `twin`'s own earlier run (same VIN and vehicle, not sold then); a twin is a like vehicle; without
 * `twin` any vehicle. Finished sales belong to no auction (their lanes have run) and to no member (the buyer's side of
 * the demo starts today).
 */
export function generateFinishedSale(
  random: Random,
  index: number,
  now: Date,
  branch: BranchSeed,
  openLots: readonly LotRow[],
): LotRow {
  const fresh = generateLot(random, index, now, { branch, auction: null, runlistPosition: null });
  const twin = openLots.length > 0 ? random.pick(openLots) : null;
  const kind = !twin
    ? 'any'
    : random.chance(RELIST_SHARE)
      ? 'relist'
      : random.chance(TWIN_SHARE)
        ? 'twin'
        : 'any';
  if (kind === 'relist') {
    const saleDate = pastSaleDay(random, now, 10, 60);
    const reserve = twin!.reserveCents ?? cents(Math.round(twin!.estimatedRetailValueCents * 0.3));
    const high = roundUpToIncrement(cents(Math.round(reserve * (0.4 + random.float() * 0.5))));
    return {
      ...twin!,
      id: lotIdFor(index),
      stockNumber: fresh.stockNumber,
      branchId: twin!.branchId,
      auctionId: null,
      lane: null,
      runlistPosition: null,
      saleDate,
      reserveCents: reserve,
      buyItNowPriceCents: null,
      currentBidCents: high,
      bidCount: random.int(2, 18),
      status: 'not-sold',
    };
  }
  const row = kind === 'twin' ? asTwinOf(random, fresh, twin!, index, now) : fresh;
  const saleDate = pastSaleDay(random, now, 1, PRICE_HISTORY_DAYS - 1);
  const price = salePrice(random, row);
  const outcome = random.weighted(['sold', 'not-sold', 'bought-now'] as const, (o) =>
    o === 'sold' ? 0.82 : o === 'not-sold' ? 0.13 : 0.05,
  );
  if (outcome === 'not-sold') {
    return {
      ...row,
      saleDate,
      reserveCents: roundUpToIncrement(cents(Math.round(price * 1.3))),
      currentBidCents: price,
      bidCount: random.int(1, 12),
      status: 'not-sold',
    };
  }
  return {
    ...row,
    saleDate,
    reserveCents:
      outcome === 'sold' && row.reserveCents != null && row.reserveCents > price ? price : row.reserveCents,
    buyItNowPriceCents: outcome === 'bought-now' ? price : null,
    currentBidCents: outcome === 'sold' ? price : cents(0),
    bidCount: outcome === 'sold' ? random.int(3, 45) : 0,
    status: outcome,
    soldPriceCents: price,
    soldAt: saleDate,
  };
}
