import 'server-only';
import type { lots } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import type { ImportRowError } from '@/lib/schemas/admin-imports';
import { lotRuleErrors } from '@/lib/schemas/admin-lots';
import { ApiError } from '../http/api-error';
import type { LotRow } from '../inventory/admin-lot-view';
import {
  cylindersOf,
  hasOnlyIllustrations,
  illustrationsOf,
  vehicleTypeOf,
} from '../inventory/derive-vehicle';
import { assertPricesMayChange, assertSaleMayChange } from '../inventory/lot-edit-rules';
import type { Branch } from '../inventory/sale-placement';
import type { ParsedRow } from './import-row';
import type { knownNames } from './known-names';
import { lossTypeOf, ROW_DEFAULTS } from './lot-defaults';
import { rowMessage } from './row-messages';

/** A new lot's columns, but for its ids and its sale (apply-batch.ts adds those). */
export type NewLot = Omit<typeof lots.$inferInsert, 'id' | 'stockNumber'>;

/** Where a row's lot is to be sold, when its sale is set or moved. */
export interface SaleTarget {
  branch: Branch;
  saleDate: Date;
  lane: string;
}

export type PlannedRow =
  | { kind: 'create'; row: number; lot: NewLot; sale: SaleTarget | null }
  /** `moved`: the branch, sale date or lane changes (the lot leaves its sale unless `sale` places it again). */
  | {
      kind: 'update';
      row: number;
      stored: LotRow;
      lot: Partial<LotRow>;
      moved: boolean;
      sale: SaleTarget | null;
    }
  | { kind: 'refused'; errors: ImportRowError[] };

export interface PlanContext {
  branches: ReadonlyMap<number, Branch>;
  names: Awaited<ReturnType<typeof knownNames>>;
  now: Date;
}

/** The column of a field the rules name. */
const COLUMN_OF_FIELD: Record<string, string> = {
  buyItNowPrice: 'buy_it_now_price',
  reservePrice: 'reserve_price',
  saleDate: 'sale_date',
  lane: 'lane',
  branchId: 'branch_id',
};

/** Collects a row's errors: the rules across fields (by key) and 409s of lot-edit-rules (their message). */
class RowErrors {
  readonly list: ImportRowError[] = [];
  constructor(private readonly row: number) {}
  add(column: string, message: string) {
    if (!this.list.some((e) => e.column === column)) this.list.push({ row: this.row, column, message });
  }
  rules(errors: Record<string, string>) {
    for (const [field, key] of Object.entries(errors)) {
      const column = COLUMN_OF_FIELD[field] ?? field;
      this.add(column, rowMessage(column, key, ''));
    }
  }
  conflict(column: string, check: () => void) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      this.add(column, error.message);
    }
  }
}

/** The sale a row asks for (both date and lane, at a known branch), or null for none. */
function saleTarget(branch: Branch | undefined, sale: { saleDate: string | null; lane: string | null }) {
  return branch && sale.saleDate !== null && sale.lane !== null
    ? { branch, saleDate: new Date(sale.saleDate), lane: sale.lane }
    : null;
}

/** A row without a lot: a new lot with the file's values, the defaults (lot-defaults.ts) and derived columns. */
export function planCreate(parsed: ParsedRow, context: PlanContext): PlannedRow {
  const v = parsed.values;
  const errors = new RowErrors(parsed.row);
  const sale = {
    buyItNowPrice: v.buyItNowPrice ?? null,
    reservePrice: v.reservePrice ?? null,
    saleDate: v.saleDate ?? null,
    lane: v.lane ?? null,
  };
  errors.rules(lotRuleErrors(sale, context.now));
  const branch = context.branches.get(v.branchId);
  if (!branch) errors.add('branch_id', rowMessage('branch_id', 'unknownBranch', ''));
  if (errors.list.length > 0) return { kind: 'refused', errors: errors.list };

  const names = context.names.resolve(v.make, v.model);
  const vehicle = names.vehicle;
  const color = v.color ?? ROW_DEFAULTS.color;
  context.names.learn({ ...names, ...vehicle });
  return {
    kind: 'create',
    row: parsed.row,
    sale: saleTarget(branch, sale),
    lot: {
      vin: v.vin,
      year: v.year,
      make: names.make,
      makeSlug: names.makeSlug,
      model: names.model,
      modelSlug: names.modelSlug,
      trim: v.trim ?? null,
      vehicleType: vehicleTypeOf(vehicle.bodyStyle),
      bodyStyle: vehicle.bodyStyle,
      lossType: lossTypeOf(v.primaryDamage),
      primaryDamage: v.primaryDamage,
      secondaryDamage: v.secondaryDamage ?? null,
      titleType: v.titleType,
      titleState: v.titleState,
      odometer: v.odometer,
      odometerBrand: v.odometerBrand ?? ROW_DEFAULTS.odometerBrand,
      hasKeys: v.hasKeys ?? ROW_DEFAULTS.hasKeys,
      startCode: v.startCode ?? ROW_DEFAULTS.startCode,
      estimatedRetailValueCents: v.estimatedRetailValue ?? ROW_DEFAULTS.estimatedRetailValue,
      repairCostCents: null,
      color,
      engine: vehicle.engine,
      cylinders: cylindersOf(vehicle.engine, vehicle.fuel),
      fuel: vehicle.fuel,
      drive: vehicle.drive,
      transmission: vehicle.transmission,
      airbags: null,
      images: illustrationsOf({ bodyStyle: vehicle.bodyStyle, color, primaryDamage: v.primaryDamage }),
      branchId: v.branchId,
      buyItNowPriceCents: sale.buyItNowPrice,
      reserveCents: sale.reservePrice,
    },
  };
}

/** A value of the file, or the stored one when the file has no such column (`undefined`). */
const next = <T>(value: T | null | undefined, stored: T | null): T | null =>
  value === undefined ? stored : value;
/** The same for a field a lot must have: an empty cell also keeps the stored value. */
const keep = <T>(value: T | null | undefined, stored: T): T => value ?? stored;

/**
 * A row of an existing lot: the file's values over the stored ones (a column the file lacks keeps its field), under
 * the same rules as an edit in the console (update-lot.ts): the rules across fields, then lot-edit-rules' 409s for a
 * price or a sale that bidding depends on. The sale counts as set only when it moves, so a file imported again after
 * its sale date has passed is still unchanged. Make and model keep the inventory's spelling.
 */
export function planUpdate(parsed: ParsedRow, stored: LotRow, context: PlanContext): PlannedRow {
  const v = parsed.values;
  const errors = new RowErrors(parsed.row);
  const sale = {
    buyItNowPrice: next<Cents>(v.buyItNowPrice, stored.buyItNowPriceCents),
    reservePrice: next<Cents>(v.reservePrice, stored.reserveCents),
    saleDate: next(v.saleDate, stored.saleDate?.toISOString() ?? null),
    lane: next(v.lane, stored.lane),
  };
  const saleMs = sale.saleDate === null ? null : Date.parse(sale.saleDate);
  const branchMoved = v.branchId !== stored.branchId;
  const moved = branchMoved || saleMs !== (stored.saleDate?.getTime() ?? null) || sale.lane !== stored.lane;
  errors.rules(lotRuleErrors(sale, moved ? context.now : null));
  const priceColumn = sale.buyItNowPrice !== stored.buyItNowPriceCents ? 'buy_it_now_price' : 'reserve_price';
  errors.conflict(priceColumn, () => assertPricesMayChange(stored, sale));
  if (moved)
    errors.conflict(branchMoved ? 'branch_id' : 'sale_date', () =>
      assertSaleMayChange(stored, { onSale: sale.saleDate !== null }),
    );
  const branch = context.branches.get(v.branchId);
  if (!branch) errors.add('branch_id', rowMessage('branch_id', 'unknownBranch', ''));
  if (errors.list.length > 0) return { kind: 'refused', errors: errors.list };

  const names = context.names.resolve(v.make, v.model);
  const color = keep(v.color, stored.color);
  const primaryDamage = v.primaryDamage;
  return {
    kind: 'update',
    row: parsed.row,
    stored,
    moved,
    sale: moved ? saleTarget(branch, sale) : null,
    lot: {
      vin: v.vin,
      year: v.year,
      make: names.make,
      makeSlug: names.makeSlug,
      model: names.model,
      modelSlug: names.modelSlug,
      trim: next(v.trim, stored.trim),
      primaryDamage,
      secondaryDamage: next(v.secondaryDamage, stored.secondaryDamage),
      titleType: v.titleType,
      titleState: v.titleState,
      odometer: v.odometer,
      odometerBrand: keep(v.odometerBrand, stored.odometerBrand),
      hasKeys: keep(v.hasKeys, stored.hasKeys),
      startCode: keep(v.startCode, stored.startCode),
      estimatedRetailValueCents: keep(v.estimatedRetailValue, stored.estimatedRetailValueCents),
      color,
      images: hasOnlyIllustrations(stored.images)
        ? illustrationsOf({ bodyStyle: stored.bodyStyle, color, primaryDamage })
        : stored.images,
      branchId: v.branchId,
      buyItNowPriceCents: sale.buyItNowPrice,
      reserveCents: sale.reservePrice,
    },
  };
}
