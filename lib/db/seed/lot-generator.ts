import { slugify } from '@/lib/domain/lot-route';
import { centsFromDollars, ZERO_CENTS } from '@/lib/domain/money';
import type { lots } from '../schema';
import type { BranchSeed } from './catalog/branches';
import { MAKES, type MakeSeed, type ModelSeed } from './catalog/makes';
import {
  COLORS,
  LOSS_TYPES,
  PRIMARY_DAMAGE_BY_LOSS,
  REPAIR_SHARE,
  SECONDARY_DAMAGES,
  START_CODES_BY_LOSS,
  TITLE_BY_LOSS,
} from './distributions';
import { pickWeighted, type Random } from './random';
import { generateVin } from './vin-generator';

export type LotRow = typeof lots.$inferInsert;

/** 9-digit lot ids and 8-digit stock numbers: a multiplier coprime with the range permutes it, so ids never clash. */
export function lotIdFor(index: number): number {
  return 300_000_000 + ((index * 48_271 + 12_345) % 600_000_000);
}
export function stockNumberFor(index: number): string {
  return String(30_000_000 + ((index * 7_919 + 1) % 60_000_000));
}

/** `value` rounded to a multiple of `step` (at least one step): whole dollars for the prices below. */
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function pickYear(random: Random, model: ModelSeed, currentYear: number): number {
  const from = model.years[0];
  const to = Math.min(model.years[1], currentYear + 1);
  const years: number[] = [];
  for (let y = from; y <= to; y++) years.push(y);
  // Salvage lots skew to vehicles a few years old.
  return random.weighted(years, (y) => {
    const age = Math.max(0, currentYear - y);
    return age < 2 ? 0.5 + age * 0.4 : Math.exp(-(age - 2) / 7);
  });
}

function odometerFor(random: Random, age: number): number {
  const perYear = Math.max(3_000, random.normal(12_500, 4_000));
  const miles = Math.round(Math.max(0.15, age) * perYear + random.int(0, 900));
  return Math.min(miles, 399_999);
}

function odometerBrand(random: Random, year: number): string {
  if (year <= 2010 && random.chance(0.4)) return 'exempt';
  if (random.chance(0.05)) return 'not-actual';
  if (random.chance(0.01)) return 'exceeds-mechanical-limits';
  return 'actual';
}

function cylindersOf(engine: string): number | null {
  const match = /[VIH](\d{1,2})\b/.exec(engine) ?? /\b(\d{1,2})-cyl/i.exec(engine);
  return match ? Number(match[1]) : null;
}

function transmissionFor(random: Random, model: ModelSeed): string {
  if (model.fuel === 'electric') return 'automatic';
  if (model.type === 'motorcycle') return 'manual';
  return random.chance(0.94) ? 'automatic' : 'manual';
}

export interface PlacedLot {
  branch: BranchSeed;
  auction: { id: number; lane: string; startsAt: Date } | null;
  runlistPosition: number | null;
}

/** One lot's vehicle, damage and price fields; the caller decides where and when it sells. */
export function generateLot(random: Random, index: number, now: Date, place: PlacedLot): LotRow {
  const make: MakeSeed = random.weighted(MAKES, (m) => m.popularity);
  const model = random.weighted(make.models, (m) => m.popularity);
  const currentYear = now.getUTCFullYear();
  const year = pickYear(random, model, currentYear);
  const age = Math.max(0, currentYear - year);
  const lossType = pickWeighted(random, LOSS_TYPES);
  const primaryDamage = pickWeighted(
    random,
    PRIMARY_DAMAGE_BY_LOSS[lossType] ?? PRIMARY_DAMAGE_BY_LOSS.collision!,
  );
  const secondaryDamage = random.chance(0.4)
    ? random.pick(SECONDARY_DAMAGES.filter((d) => d !== primaryDamage))
    : null;
  const titleType = pickWeighted(random, TITLE_BY_LOSS[lossType] ?? TITLE_BY_LOSS.default!);
  const color = pickWeighted(random, COLORS);
  const engine = random.pick(model.engines);
  const electric = model.fuel === 'electric';
  const value = model.msrpUsd * Math.pow(0.86, age) * (0.85 + random.float() * 0.3);
  const ervDollars = roundTo(Math.max(1_500, value), 25);
  const repairShare = Math.min(1.1, Math.max(0.03, random.normal(REPAIR_SHARE[primaryDamage] ?? 0.4, 0.1)));
  const trim = model.trims.length > 0 ? random.pick(model.trims) : null;
  const images = [1, 2, 3].map((view) => `/lot-images/${model.body}/${color}/${primaryDamage}/${view}.svg`);
  const hasSale = place.auction !== null;
  const buyItNow =
    hasSale && random.chance(0.1)
      ? centsFromDollars(roundTo(ervDollars * (0.3 + random.float() * 0.2), 25))
      : null;
  const reserve = random.chance(0.6)
    ? centsFromDollars(roundTo(ervDollars * (0.15 + random.float() * 0.2), 50))
    : null;

  return {
    id: lotIdFor(index),
    stockNumber: stockNumberFor(index),
    vin: generateVin(random, random.pick(make.wmis), year, index),
    year,
    make: make.name,
    makeSlug: make.slug,
    model: model.name,
    modelSlug: slugify(model.name),
    trim,
    vehicleType: model.type,
    bodyStyle: model.body,
    lossType,
    primaryDamage,
    secondaryDamage,
    titleType,
    titleState: random.chance(0.85)
      ? place.branch.state
      : random.pick(['CA', 'TX', 'FL', 'NY', 'GA', 'IL', 'NJ', 'PA']),
    odometer: odometerFor(random, age),
    odometerBrand: odometerBrand(random, year),
    hasKeys: random.chance(lossType === 'fire' ? 0.5 : 0.85),
    startCode: pickWeighted(random, START_CODES_BY_LOSS[lossType] ?? START_CODES_BY_LOSS.default!),
    estimatedRetailValueCents: centsFromDollars(ervDollars),
    repairCostCents: centsFromDollars(roundTo(ervDollars * repairShare, 5)),
    color,
    engine,
    cylinders: electric ? null : cylindersOf(engine),
    fuel: model.fuel,
    drive: random.pick(model.drives),
    transmission: transmissionFor(random, model),
    airbags: lossType === 'collision' && random.chance(0.45) ? 'deployed' : 'intact',
    images,
    branchId: place.branch.code,
    auctionId: place.auction?.id ?? null,
    lane: place.auction?.lane ?? null,
    runlistPosition: place.runlistPosition,
    saleDate: place.auction?.startsAt ?? null,
    buyItNowPriceCents: buyItNow,
    reserveCents: reserve,
    currentBidCents: ZERO_CENTS,
    bidCount: 0,
    status: hasSale ? 'pre-bidding' : 'upcoming',
  };
}
