/**
 * The console's sales and runlists (issue 24 §1): the calendar (GET /rest-api/v2/admin/sales), a new sale (POST), one
 * sale with its runlist (GET .../{id}), rescheduling (PUT .../{id}), cancelling (POST .../{id}/cancel), lots assigned
 * (POST .../{id}/lots) and taken off (DELETE .../{id}/lots/{lotId}) and the runlist's order (PUT .../{id}/runlist).
 * One schema for the forms and the handlers (zod/mini: it ships to the browser). Messages are keys the console's forms
 * translate (components/admin/sales/sale-messages.ts). A key the body should not have is refused (422 naming it
 * under `_`). A sale's id is its auction's id.
 */
import * as z from 'zod/mini';
import { INT4_MAX, isTimeInRange } from '@/lib/domain/input-bounds';
import { isIsoDay } from './admin-audit';
import { LANE_MAX } from './admin-lots';
import { wireDollars } from './money';
import { safeTextCheck } from './safe-text';

/** The most lots one request assigns to a sale. */
export const ASSIGN_LOTS_MAX = 200;
/** The most days the calendar lists at once. */
export const CALENDAR_DAYS_MAX = 31;
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
/** More places than any runlist has (the trade's busiest lanes run a few hundred lots). */
export const RUNLIST_PLACE_MAX = 100_000;

/** `required` when the key is missing, `invalid` for any other wrong value. */
const requiredOr = (invalid = 'invalid') => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : invalid),
});

const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknownField: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** Digits naming a positive int4 (an id). */
const isIdText = (value: string) =>
  /^[0-9]{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= INT4_MAX;

/** A sale's id in a path: the digits of a positive int4. */
export const saleIdParam = z.pipe(
  z.string().check(z.refine(isIdText, 'invalid')),
  z.transform((value: string) => Number(value)),
);

const branchId = z.int(requiredOr()).check(z.gte(1, 'invalid'), z.lte(INT4_MAX, 'invalid'));

const lane = z
  .string(requiredOr())
  .check(
    z.trim(),
    safeTextCheck('line', 'invalid'),
    z.toUpperCase(),
    z.minLength(1, 'required'),
    z.maxLength(LANE_MAX, 'tooLong'),
  );

/** An ISO 8601 time with its offset (`2030-01-10T15:00:00Z`), within the days any input may name. */
const startsAt = z.string(requiredOr()).check(
  z.iso.datetime({ offset: true, message: 'invalid', abort: true }),
  z.refine((value) => isTimeInRange(Date.parse(value)), 'invalid'),
);

/** POST /rest-api/v2/admin/sales: a sale of one lane of a branch, starting at an instant to come. */
export const createSaleSchema = z.strictObject({ branchId, lane, startsAt }, unknownKeys);
export type CreateSale = z.output<typeof createSaleSchema>;

/** PUT /rest-api/v2/admin/sales/{id}: the new start, and optionally another lane of the same branch. */
export const rescheduleSaleSchema = z.strictObject({ startsAt, lane: z.optional(lane) }, unknownKeys);
export type RescheduleSale = z.output<typeof rescheduleSaleSchema>;

/** POST /rest-api/v2/admin/sales/{id}/cancel: why (the audit log and the calendar keep it; bidders are not told it). */
export const cancelSaleSchema = z.strictObject(
  {
    reason: z
      .string(requiredOr())
      .check(
        z.trim(),
        safeTextCheck('multiline', 'unsafeText'),
        z.minLength(1, 'required'),
        z.minLength(CANCEL_REASON_MIN, 'tooShort'),
        z.maxLength(CANCEL_REASON_MAX, 'tooLong'),
      ),
  },
  unknownKeys,
);
export type CancelSale = z.output<typeof cancelSaleSchema>;

/** A lot named by its 9-digit lot id or its 8-digit stock number. */
export const LOT_REFERENCE = /^(?:[0-9]{8}|[0-9]{9})$/;

/** POST /rest-api/v2/admin/sales/{id}/lots: lots by lot id or stock number, added to the end of the runlist. */
export const assignLotsSchema = z.strictObject(
  {
    lots: z
      .array(z.string('lotReference').check(z.trim(), z.regex(LOT_REFERENCE, 'lotReference')), requiredOr())
      .check(z.minLength(1, 'required'), z.maxLength(ASSIGN_LOTS_MAX, 'tooMany')),
  },
  unknownKeys,
);
export type AssignLots = z.output<typeof assignLotsSchema>;

/** The lot ids and stock numbers typed in a box, split at spaces, commas, semicolons and line ends. */
export function lotReferencesOf(typed: string): string[] {
  return typed.split(/[\s,;]+/).filter(Boolean);
}

/** PUT /rest-api/v2/admin/sales/{id}/runlist: the lot moves to this place (1 is first; past the end is last). */
export const runlistMoveSchema = z.strictObject(
  {
    lotId: z.int(requiredOr()).check(z.gte(100_000_000, 'invalid'), z.lte(999_999_999, 'invalid')),
    position: z.int(requiredOr()).check(z.gte(1, 'invalid'), z.lte(RUNLIST_PLACE_MAX, 'invalid')),
  },
  unknownKeys,
);
export type RunlistMove = z.output<typeof runlistMoveSchema>;

const blankIsAbsent = z.transform((value: string) => (value === '' ? undefined : value));

/**
 * GET /rest-api/v2/admin/sales and the calendar page (a GET form with the same names): `branchId` (blank: every
 * branch), `from` the first day (`YYYY-MM-DD`, each sale's day in its branch's zone; blank: today, UTC) and `days`.
 */
export const saleListQuery = z.object({
  branchId: z.optional(
    z.pipe(
      z.string('invalid').check(z.refine((value) => value === '' || isIdText(value), 'invalid')),
      z.transform((value: string) => (value === '' ? undefined : Number(value))),
    ),
  ),
  from: z.optional(
    z.pipe(
      z.string('invalid').check(z.refine((value) => value === '' || isIsoDay(value), 'invalid')),
      blankIsAbsent,
    ),
  ),
  days: z.optional(
    z.coerce
      .number('invalid')
      .check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(CALENDAR_DAYS_MAX, 'invalid')),
  ),
});
export type SaleListQuery = z.output<typeof saleListQuery>;

export const SALE_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** A branch as the sales pages show and offer it. */
export const saleBranchSchema = z.object({
  id: z.int(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  timeZone: z.string(),
  lanes: z.array(z.string()),
});
export type SaleBranch = z.output<typeof saleBranchSchema>;

/** One entry of the calendar; a cancelled sale keeps its entry, with the reason (its lots have left it). */
export const saleSummarySchema = z.object({
  id: z.int(),
  branchId: z.int(),
  branchName: z.string(),
  timeZone: z.string(),
  lane: z.string(),
  startsAt: z.string(),
  /** The sale's day in its branch's zone, `YYYY-MM-DD`. */
  day: z.string(),
  status: z.enum(SALE_STATUSES),
  lotCount: z.int(),
  cancelReason: z.nullable(z.string()),
});
export type SaleSummary = z.output<typeof saleSummarySchema>;

export const saleListSchema = z.object({
  items: z.array(saleSummarySchema),
  from: z.string(),
  days: z.int(),
});
export type SaleList = z.output<typeof saleListSchema>;

/** One lot of a runlist: its place (1-based, in runlist order) and stored position, and what staff decide by. */
export const runlistLotSchema = z.object({
  place: z.int(),
  position: z.nullable(z.int()),
  id: z.int(),
  stockNumber: z.string(),
  title: z.string(),
  status: z.string(),
  bidCount: z.int(),
  currentBid: wireDollars,
  /** Whether it may change places now (not on the block, not sold; in a live sale only those still to come). */
  movable: z.boolean(),
  /** The lot page's path (the root form, without a locale prefix). */
  path: z.string(),
});
export type RunlistLot = z.output<typeof runlistLotSchema>;

/** One sale with its runlist, in runlist order. */
export const saleSchema = z.object({
  id: z.int(),
  branch: saleBranchSchema,
  lane: z.string(),
  startsAt: z.string(),
  status: z.enum(['scheduled', 'live', 'ended']),
  /** Its start has come (live, or the clock is starting it): it can no longer be rescheduled, cancelled or given lots. */
  started: z.boolean(),
  lots: z.array(runlistLotSchema),
});
export type Sale = z.output<typeof saleSchema>;
export type SaleWire = z.input<typeof saleSchema>;

/** What cancelling a sale did. */
export const cancelledSaleSchema = z.object({
  id: z.int(),
  cancelledAt: z.string(),
  lotsReleased: z.int(),
  preBidsReleased: z.int(),
});
export type CancelledSale = z.output<typeof cancelledSaleSchema>;
