import * as z from 'zod/mini';
import { timeZoneOffsetMinutes, zonedTimeToUtc } from '@/lib/domain/zoned-time';
import { fieldErrors } from '@/lib/schemas/auth';
import {
  checkInLotSchema,
  lotRuleErrors,
  type AdminLotWire,
  type CheckInLotWire,
} from '@/lib/schemas/admin-lots';

/** The check-in and edit form's fields as typed: text, except the keys checkbox. */
export type LotFormValues = {
  vin: string;
  year: string;
  make: string;
  model: string;
  trim: string;
  bodyStyle: string;
  color: string;
  engine: string;
  drive: string;
  fuel: string;
  transmission: string;
  odometer: string;
  odometerBrand: string;
  primaryDamage: string;
  secondaryDamage: string;
  lossType: string;
  titleType: string;
  titleState: string;
  startCode: string;
  hasKeys: boolean;
  airbags: string;
  estimatedRetailValue: string;
  repairCost: string;
  branchId: string;
  buyItNowPrice: string;
  reservePrice: string;
  /** The sale's start as the branch's wall clock, `YYYY-MM-DDTHH:mm` (a datetime-local input). */
  saleDate: string;
  lane: string;
};

/** The fields typed as text (all but the keys checkbox). */
export type LotTextField = Exclude<keyof LotFormValues, 'hasKeys'>;

export const EMPTY_LOT_FORM: LotFormValues = {
  vin: '',
  year: '',
  make: '',
  model: '',
  trim: '',
  bodyStyle: '',
  color: '',
  engine: '',
  drive: '',
  fuel: '',
  transmission: 'automatic',
  odometer: '',
  odometerBrand: 'actual',
  primaryDamage: '',
  secondaryDamage: '',
  lossType: '',
  titleType: '',
  titleState: '',
  startCode: '',
  hasKeys: true,
  airbags: '',
  estimatedRetailValue: '',
  repairCost: '',
  branchId: '',
  buyItNowPrice: '',
  reservePrice: '',
  saleDate: '',
  lane: '',
};

const NUMBER_FIELDS = [
  'year',
  'odometer',
  'estimatedRetailValue',
  'repairCost',
  'branchId',
  'buyItNowPrice',
  'reservePrice',
];
/** Empty means none for these; the others are required. */
const OPTIONAL_FIELDS = new Set([
  'trim',
  'secondaryDamage',
  'airbags',
  'repairCost',
  'buyItNowPrice',
  'reservePrice',
  'saleDate',
  'lane',
]);

/** An instant as the branch's wall clock (`YYYY-MM-DDTHH:mm`), the same on the server and in the browser. */
export function wallClockOf(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return new Date(instant.getTime() + timeZoneOffsetMinutes(instant, timeZone) * 60_000)
    .toISOString()
    .slice(0, 16);
}

/** The branch's wall clock (`YYYY-MM-DDTHH:mm`) as an ISO instant; what does not read as one is sent as typed. */
export function instantOf(wallClock: string, timeZone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wallClock);
  if (!m) return wallClock;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return zonedTimeToUtc({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** Typed whole numbers (thousands separators and a dollar sign allowed); anything else is sent as typed. */
function numberOf(text: string): number | string {
  const bare = text.replace(/[\s,$]/g, '');
  return /^-?\d+(\.\d+)?$/.test(bare) ? Number(bare) : text;
}

/** A stored lot as the form shows it. */
export function formValuesOf(lot: AdminLotWire, timeZone: string): LotFormValues {
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    vin: lot.vin,
    year: String(lot.year),
    make: lot.make,
    model: lot.model,
    trim: text(lot.trim),
    bodyStyle: lot.bodyStyle,
    color: lot.color,
    engine: lot.engine,
    drive: lot.drive,
    fuel: lot.fuel,
    transmission: lot.transmission,
    odometer: String(lot.odometer),
    odometerBrand: lot.odometerBrand,
    primaryDamage: lot.primaryDamage,
    secondaryDamage: text(lot.secondaryDamage),
    lossType: lot.lossType,
    titleType: lot.titleType,
    titleState: lot.titleState,
    startCode: lot.startCode,
    hasKeys: lot.hasKeys,
    airbags: text(lot.airbags),
    estimatedRetailValue: String(lot.estimatedRetailValue),
    repairCost: text(lot.repairCost),
    branchId: String(lot.branchId),
    buyItNowPrice: text(lot.buyItNowPrice),
    reservePrice: text(lot.reservePrice),
    saleDate: lot.saleDate === null ? '' : wallClockOf(lot.saleDate, timeZone),
    lane: text(lot.lane),
  };
}

/**
 * The API body of the form's values: numbers read, an empty optional field null, an empty required one left out (the
 * schema names it), the sale time from the branch's wall clock. `only`: the fields to send (an edit sends its changes).
 */
export function lotBodyOf(
  values: LotFormValues,
  timeZone: string,
  only?: ReadonlySet<string>,
): CheckInLotWire {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (only && !only.has(field)) continue;
    if (typeof value === 'boolean') body[field] = value;
    else if (value.trim() === '') {
      if (OPTIONAL_FIELDS.has(field)) body[field] = null;
    } else if (field === 'saleDate') body[field] = instantOf(value, timeZone);
    else body[field] = NUMBER_FIELDS.includes(field) ? numberOf(value) : value;
  }
  return body as CheckInLotWire;
}

/** The fields whose values differ from the ones the form started with. */
export function changedFieldsOf(values: LotFormValues, initial: LotFormValues): Set<string> {
  return new Set(
    (Object.keys(values) as (keyof LotFormValues)[]).filter((field) => values[field] !== initial[field]),
  );
}

/**
 * Field -> error key by the shared schema and its rules across fields, before anything is sent. On an edit
 * (`saleChanged` false) the sale's own rules wait until the sale is changed, as the server's do.
 */
export function lotFormErrors(
  values: LotFormValues,
  timeZone: string,
  saleChanged = true,
): Record<string, string> {
  const body = lotBodyOf(values, timeZone);
  const errors = fieldErrors(checkInLotSchema, body);
  if (Object.keys(errors).length > 0) return errors;
  const lot = z.parse(checkInLotSchema, body);
  return lotRuleErrors(
    {
      buyItNowPrice: lot.buyItNowPrice ?? null,
      reservePrice: lot.reservePrice ?? null,
      saleDate: lot.saleDate ?? null,
      lane: lot.lane ?? null,
    },
    saleChanged ? new Date() : null,
  );
}
