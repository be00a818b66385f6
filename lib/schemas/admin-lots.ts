/**
 * The console's lots (issue 23): check-in (POST /rest-api/v2/admin/lots), edit (PUT .../{id}), withdraw
 * (POST .../{id}/withdraw) and the list (GET). One schema for the forms and the handlers (zod/mini: it ships to the
 * browser). Money is whole dollars on the wire and `Cents` inside (dollarsCodec). Messages are keys the console's
 * forms translate (components/admin/lots/lot-form-messages.ts): `required`, `invalid`, `tooLong`, `wholeDollars`,
 * `vinShape`, `vinCheckDigit`, ... A key the body should not have is refused (422 naming it under `_`).
 */
import * as z from 'zod/mini';
import { isTimeInRange } from '@/lib/domain/input-bounds';
import type { Cents } from '@/lib/domain/money';
import { decodeModelYear, decodeVin } from '@/lib/domain/vin-decode';
import { isValidVin, isVinShaped, normalizeVin } from '@/lib/domain/vin';
import { MIN_YEAR } from '@/lib/domain/years';
import {
  AIRBAGS,
  BODY_STYLES,
  COLORS,
  DAMAGES,
  DRIVES,
  FUELS,
  LOSS_TYPES,
  ODOMETER_BRANDS,
  START_CODES,
  TITLE_STATES,
  TITLE_TYPES,
  TRANSMISSIONS,
} from './admin-lot-codes';
import { dollarsCodec, wireDollars } from './money';
import { safeTextCheck } from './safe-text';

/** Every status a lot can have (lots.status); a test holds it equal to the table's list. */
export const ADMIN_LOT_STATUSES = [
  'upcoming',
  'pre-bidding',
  'on-the-block',
  'sold',
  'on-approval',
  'not-sold',
  'bought-now',
  'withdrawn',
] as const;
export type AdminLotStatus = (typeof ADMIN_LOT_STATUSES)[number];

export const MAKE_MAX = 40;
export const MODEL_MAX = 60;
export const TRIM_MAX = 60;
export const ENGINE_MAX = 40;
export const LANE_MAX = 8;
/** Miles; a 7-digit odometer is the most any lot shows. */
export const ODOMETER_MAX = 9_999_999;
/** The most any price of a lot may be, in whole dollars. */
export const LOT_DOLLARS_MAX = 10_000_000;
export const WITHDRAW_REASON_MIN = 3;
export const WITHDRAW_REASON_MAX = 500;

/** `required` when the key is missing, `invalid` for any other wrong value. */
const requiredOr = (invalid = 'invalid') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : invalid),
});

const code = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, requiredOr());

/** The newest model year a lot may have: next year (UTC). */
export function newestModelYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

const vin = z
  .string(requiredOr())
  .check(
    z.overwrite(normalizeVin),
    z.minLength(1, 'required'),
    z.refine(isVinShaped, { message: 'vinShape', abort: true }),
    z.refine(isValidVin, 'vinCheckDigit'),
  );

const year = z.int(requiredOr()).check(
  z.gte(MIN_YEAR, 'yearRange'),
  z.refine((y) => y <= newestModelYear(), 'yearRange'),
);

/** Stored text (./safe-text's rule), trimmed. */
const safeText = (multiline = false) =>
  z.string(requiredOr()).check(z.trim(), safeTextCheck(multiline ? 'multiline' : 'line', 'unsafeText'));

const line = (max: number) => safeText().check(z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));

/** Optional text: a missing key, null and '' all mean none. */
const optionalLine = (max: number) => z.optional(z.nullable(safeText().check(z.maxLength(max, 'tooLong'))));

const money = () => dollarsCodec({ max: LOT_DOLLARS_MAX, invalid: 'wholeDollars', tooHigh: 'tooHigh' });
const price = () =>
  dollarsCodec({
    min: 1,
    max: LOT_DOLLARS_MAX,
    invalid: 'wholeDollars',
    tooHigh: 'tooHigh',
    belowMin: 'atLeastOne',
  });

/** An ISO 8601 time with its offset (`2030-01-10T15:00:00Z`), within the days any input may name. */
const saleTime = z.string(requiredOr()).check(
  z.iso.datetime({ offset: true, message: 'invalid', abort: true }),
  z.refine((value) => isTimeInRange(Date.parse(value)), 'invalid'),
);

/** The fields of a lot as staff type them; year and make are optional at check-in (the VIN gives them). */
const lotFields = {
  vin,
  year: z.optional(year),
  make: z.optional(line(MAKE_MAX)),
  model: line(MODEL_MAX),
  trim: optionalLine(TRIM_MAX),
  bodyStyle: code(BODY_STYLES),
  color: code(COLORS),
  engine: line(ENGINE_MAX),
  drive: code(DRIVES),
  fuel: code(FUELS),
  transmission: code(TRANSMISSIONS),
  odometer: z.int(requiredOr()).check(z.gte(0, 'negative'), z.lte(ODOMETER_MAX, 'tooHigh')),
  odometerBrand: code(ODOMETER_BRANDS),
  primaryDamage: code(DAMAGES),
  secondaryDamage: z.optional(z.nullable(code(DAMAGES))),
  lossType: code(LOSS_TYPES),
  titleType: code(TITLE_TYPES),
  titleState: code(TITLE_STATES),
  startCode: code(START_CODES),
  hasKeys: z.boolean(requiredOr()),
  airbags: z.optional(z.nullable(code(AIRBAGS))),
  estimatedRetailValue: money(),
  repairCost: z.optional(z.nullable(money())),
  branchId: z.int(requiredOr()).check(z.gte(1, 'invalid'), z.lte(2_147_483_647, 'invalid')),
  buyItNowPrice: z.optional(z.nullable(price())),
  reservePrice: z.optional(z.nullable(price())),
  saleDate: z.optional(z.nullable(saleTime)),
  lane: z.optional(z.nullable(safeText().check(z.toUpperCase(), z.maxLength(LANE_MAX, 'tooLong')))),
};

const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknownField: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** POST /rest-api/v2/admin/lots: a vehicle checked in. */
export const checkInLotSchema = z.strictObject(lotFields, unknownKeys);
export type CheckInLot = z.output<typeof checkInLotSchema>;
export type CheckInLotWire = z.input<typeof checkInLotSchema>;

/** PUT /rest-api/v2/admin/lots/{id}: the fields to change (a missing key keeps its value; null clears it). */
export const lotChangesSchema = z.partial(checkInLotSchema);
export type LotChanges = z.output<typeof lotChangesSchema>;
export type LotChangesWire = z.input<typeof lotChangesSchema>;

/** POST /rest-api/v2/admin/lots/{id}/withdraw: why the lot leaves the sale. */
export const withdrawLotSchema = z.strictObject(
  {
    reason: safeText(true).check(
      z.minLength(1, 'required'),
      z.minLength(WITHDRAW_REASON_MIN, 'tooShort'),
      z.maxLength(WITHDRAW_REASON_MAX, 'tooLong'),
    ),
  },
  unknownKeys,
);
export type WithdrawLot = z.output<typeof withdrawLotSchema>;

/** The fields of a whole lot the rules across fields read (after a change is merged into the stored lot). */
export interface LotRuleInput {
  buyItNowPrice: Cents | null;
  reservePrice: Cents | null;
  saleDate: string | null;
  lane: string | null;
}

/**
 * The rules across fields, as field -> message: buy it now at least the reserve; when the sale is being set
 * (`saleSetAt`, the time now; null when the change leaves the sale alone), a sale date and a lane together, the date
 * still to come. The form runs them before sending, the service after merging a change into the lot.
 */
export function lotRuleErrors(
  lot: LotRuleInput,
  saleSetAt: Date | null = new Date(),
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (lot.buyItNowPrice !== null && lot.reservePrice !== null && lot.buyItNowPrice < lot.reservePrice)
    errors.buyItNowPrice = 'belowReserve';
  if (saleSetAt === null) return errors;
  if (lot.saleDate !== null && lot.lane === null) errors.lane = 'laneWithSale';
  if (lot.lane !== null && lot.saleDate === null) errors.saleDate = 'saleWithLane';
  if (lot.saleDate !== null && Date.parse(lot.saleDate) <= saleSetAt.getTime()) errors.saleDate = 'past';
  return errors;
}

/** What the VIN gives a new lot: its model year (the latest 30-year cycle not past next year) and its maker. */
export function vinDefaults(
  rawVin: string,
  now: Date = new Date(),
): { year: number | null; make: string | null; manufacturer: string | null; country: string | null } {
  const decoded = decodeVin(rawVin);
  let modelYear = decodeModelYear(decoded.vin, now.getUTCFullYear());
  while (modelYear !== null && modelYear > newestModelYear(now)) modelYear -= 30;
  return {
    year: modelYear !== null && modelYear >= MIN_YEAR ? modelYear : null,
    make: decoded.manufacturer,
    manufacturer: decoded.manufacturer,
    country: decoded.country,
  };
}

/** GET /rest-api/v2/admin/lots: VIN, stock number or lot id (`q`, a prefix), status, paging. */
export const adminLotListQuery = z.object({
  q: z.optional(safeText().check(z.maxLength(17, 'tooLong'))),
  status: z.optional(z.enum(ADMIN_LOT_STATUSES, 'invalid')),
  page: z.optional(
    z.coerce.number('invalid').check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(10_000, 'invalid')),
  ),
  pageSize: z.optional(
    z.coerce.number('invalid').check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(100, 'invalid')),
  ),
});
export type AdminLotListQuery = z.output<typeof adminLotListQuery>;

/** A lot as the console's API answers it: `Cents` inside, whole dollars on the wire; times as ISO strings. */
export const adminLotSchema = z.object({
  id: z.int(),
  stockNumber: z.string(),
  status: z.enum(ADMIN_LOT_STATUSES),
  vin: z.string(),
  year: z.int(),
  make: z.string(),
  makeSlug: z.string(),
  model: z.string(),
  modelSlug: z.string(),
  trim: z.nullable(z.string()),
  vehicleType: z.string(),
  bodyStyle: z.string(),
  color: z.string(),
  engine: z.string(),
  cylinders: z.nullable(z.int()),
  drive: z.string(),
  fuel: z.string(),
  transmission: z.string(),
  odometer: z.int(),
  odometerBrand: z.string(),
  primaryDamage: z.string(),
  secondaryDamage: z.nullable(z.string()),
  lossType: z.string(),
  titleType: z.string(),
  titleState: z.string(),
  startCode: z.string(),
  hasKeys: z.boolean(),
  airbags: z.nullable(z.string()),
  estimatedRetailValue: wireDollars,
  repairCost: z.nullable(wireDollars),
  branchId: z.int(),
  buyItNowPrice: z.nullable(wireDollars),
  reservePrice: z.nullable(wireDollars),
  saleDate: z.nullable(z.string()),
  lane: z.nullable(z.string()),
  auctionId: z.nullable(z.int()),
  images: z.array(z.string()),
  currentBid: wireDollars,
  bidCount: z.int(),
  withdrawnReason: z.nullable(z.string()),
  withdrawnAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The lot page's path (the root form, without a locale prefix). */
  path: z.string(),
});
export type AdminLot = z.output<typeof adminLotSchema>;
export type AdminLotWire = z.input<typeof adminLotSchema>;

/** One row of the console's lot list. */
export interface AdminLotRow {
  id: number;
  stockNumber: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  status: AdminLotStatus;
  branchId: number;
  saleDate: string | null;
  updatedAt: string;
  path: string;
}

/** GET /rest-api/v2/admin/lots: a page of rows, newest lot id first; `hasMore` when a next page has rows. */
export interface AdminLotList {
  items: AdminLotRow[];
  page: number;
  pageSize: number;
  hasMore: boolean;
}

/** A code the console's forms offer, with its English name. */
export interface LotOption {
  value: string;
  label: string;
}

/** What the check-in and edit forms offer: every code with its name, the branches and the known makes and models. */
export interface LotFormOptions {
  bodyStyle: LotOption[];
  color: LotOption[];
  drive: LotOption[];
  fuel: LotOption[];
  transmission: LotOption[];
  odometerBrand: LotOption[];
  primaryDamage: LotOption[];
  lossType: LotOption[];
  titleType: LotOption[];
  titleState: LotOption[];
  startCode: LotOption[];
  airbags: LotOption[];
  /** The branches with their lanes and the IANA time zone their sales are timed in. */
  branches: { id: number; label: string; lanes: string[]; timeZone: string }[];
  /** Make names the inventory has, and model names by make name (suggestions: any other may be typed). */
  makes: string[];
  models: Record<string, string[]>;
}
