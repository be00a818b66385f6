/**
 * After the hammer (issue 24 §6): what staff send to move a title, record a delay or mark a pickup, the console's
 * list query, and the handover as the buyer and staff read it. zod/mini: the console's forms check with the same
 * schemas. Messages are the console's English (staff read them as they are). Money is whole dollars on the wire.
 */
import * as z from 'zod/mini';
import { isIsoDay } from './admin-audit';
import { isTimeInRange } from './input-bounds';
import { wireDollars } from './money';
import { safeTextCheck, text } from './safe-text';
import { normalizeGatePassCode } from '@/lib/domain/gate-pass-code';
import { STORAGE_DELAY_CAUSES } from '@/lib/domain/storage-days';
import { TITLE_MOVES, TITLE_STEPS } from '@/lib/domain/title-progress';

export const CARRIER_MAX = 60;
export const TRACKING_MAX = 40;
export const DELAY_REASON_MIN = 3;
export const DELAY_REASON_MAX = 500;
/** The longest delay one record names (a span or a number of days). */
export const DELAY_MAX_DAYS = 365;
export const HANDOVER_PAGE_SIZE = 50;
/** The most days demo mode moves a lot's storage clock back. */
export const DEMO_CLOCK_MAX_DAYS = 60;

const REQUIRED = 'Required.';
const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `Unknown field: ${(issue.keys ?? []).join(', ')}` : undefined,
};
const requiredOr = (invalid: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? REQUIRED : invalid),
});

/** A line of text a person typed: trimmed, no control characters, 1 to `max` characters. */
const line = (max: number, min = 1) =>
  z
    .string(requiredOr('Enter text.'))
    .check(
      z.trim(),
      safeTextCheck('line'),
      z.minLength(1, REQUIRED),
      z.minLength(min, `At least ${min} characters.`),
      z.maxLength(max, `At most ${max} characters.`),
    );

const DAY_MESSAGE = 'Enter a date as YYYY-MM-DD.';
const day = z
  .string(requiredOr(DAY_MESSAGE))
  .check(z.refine((value) => isIsoDay(value) && isTimeInRange(Date.parse(value)), DAY_MESSAGE));

/** POST /rest-api/v2/admin/handover/{lotId}/title: the title's next step, when it happened (default now). */
export const titleMoveSchema = z
  .strictObject(
    {
      step: z.enum(TITLE_MOVES, requiredOr(`One of ${TITLE_MOVES.join(', ')}.`)),
      /** ISO time with its offset; not in the future, not before the step before. */
      at: z.optional(
        z.string('Enter a time.').check(
          z.iso.datetime({ offset: true, message: 'Enter an ISO time with its offset.', abort: true }),
          z.refine((value) => isTimeInRange(Date.parse(value)), 'Enter an ISO time with its offset.'),
        ),
      ),
      carrier: z.optional(line(CARRIER_MAX)),
      trackingNumber: z.optional(
        z
          .string('Enter a tracking number.')
          .check(
            z.trim(),
            z.toUpperCase(),
            z.minLength(1, REQUIRED),
            z.maxLength(TRACKING_MAX, `At most ${TRACKING_MAX} characters.`),
            z.regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'Letters, digits, spaces and dashes only.'),
          ),
      ),
    },
    unknownKeys,
  )
  .check(
    z.refine((b) => b.step !== 'mailed' || b.carrier !== undefined, {
      message: 'Name the carrier of a mailed title.',
      path: ['carrier'],
    }),
    z.refine((b) => b.step !== 'mailed' || b.trackingNumber !== undefined, {
      message: 'Give the tracking number of a mailed title.',
      path: ['trackingNumber'],
    }),
    z.refine((b) => b.step === 'mailed' || (b.carrier === undefined && b.trackingNumber === undefined), {
      message: 'Only a mailed title has a carrier and a tracking number.',
      path: ['carrier'],
    }),
  );
export type TitleMoveInput = z.output<typeof titleMoveSchema>;

/**
 * POST /rest-api/v2/admin/handover/{lotId}/delays: a delay the seller or the title caused, with the reason the buyer
 * reads: the days `from` to `to` (both included), or a number of `days`.
 */
export const storageDelaySchema = z
  .strictObject(
    {
      cause: z.enum(STORAGE_DELAY_CAUSES, requiredOr('The seller or the title.')),
      reason: line(DELAY_REASON_MAX, DELAY_REASON_MIN),
      from: z.optional(day),
      to: z.optional(day),
      days: z.optional(
        z
          .int('A whole number of days.')
          .check(z.gte(1, 'At least 1 day.'), z.lte(DELAY_MAX_DAYS, `At most ${DELAY_MAX_DAYS} days.`)),
      ),
    },
    unknownKeys,
  )
  .check(
    z.refine((b) => b.days !== undefined || (b.from !== undefined && b.to !== undefined), {
      message: 'Give the first and last day, or a number of days.',
      path: ['days'],
    }),
    z.refine((b) => b.days === undefined || (b.from === undefined && b.to === undefined), {
      message: 'Give the days or the dates, not both.',
      path: ['days'],
    }),
    z.refine((b) => (b.from === undefined) === (b.to === undefined), {
      message: 'Give both the first and the last day.',
      path: ['to'],
    }),
    z.refine((b) => !b.from || !b.to || b.from <= b.to, {
      message: 'The last day comes before the first.',
      path: ['to'],
    }),
    z.refine(
      (b) =>
        !b.from ||
        !b.to ||
        b.from > b.to ||
        (Date.parse(b.to) - Date.parse(b.from)) / 86_400_000 < DELAY_MAX_DAYS,
      { message: `At most ${DELAY_MAX_DAYS} days.`, path: ['to'] },
    ),
  );
export type StorageDelayInput = z.output<typeof storageDelaySchema>;

const CODE_MESSAGE = 'Not a gate pass code (GP-XXXXX-XXXXX).';

/** A gate pass code as typed or scanned, in its one written form (lib/domain/gate-pass-code). */
export const gatePassCodeField = z.pipe(
  z.string(requiredOr(CODE_MESSAGE)).check(z.maxLength(40, CODE_MESSAGE)),
  z.transform((value, ctx) => {
    const code = normalizeGatePassCode(value);
    if (code === null) {
      ctx.issues.push({
        code: 'custom',
        message: value.trim() === '' ? REQUIRED : CODE_MESSAGE,
        input: value,
      });
      return z.NEVER;
    }
    return code;
  }),
);

/**
 * POST /rest-api/v2/admin/handover/pickup: the yard releases the vehicle of this gate pass; with `lotId` (the lot's
 * console page) the pass must be that lot's.
 */
export const pickupSchema = z.strictObject(
  {
    code: gatePassCodeField,
    lotId: z.optional(
      z
        .int('A lot id has 9 digits.')
        .check(z.gte(100_000_000, 'A lot id has 9 digits.'), z.lte(999_999_999, 'A lot id has 9 digits.')),
    ),
  },
  unknownKeys,
);
export type PickupInput = z.output<typeof pickupSchema>;

/** POST /rest-api/v2/admin/handover/{lotId}/demo-clock (demo mode only): start the lot's storage clock earlier. */
export const demoClockSchema = z.strictObject(
  {
    days: z
      .int('A whole number of days.')
      .check(z.gte(0, 'At least 0.'), z.lte(DEMO_CLOCK_MAX_DAYS, `At most ${DEMO_CLOCK_MAX_DAYS} days.`)),
  },
  unknownKeys,
);

const blankIsAbsent = z.transform((value: string) => (value === '' ? undefined : value));
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.optional(
    z.pipe(
      text().check(
        z.refine(
          (v) => v === '' || (values as readonly string[]).includes(v),
          `One of ${values.join(', ')}.`,
        ),
      ),
      z.transform((value) => (value === '' ? undefined : (value as T[number]))),
    ),
  );

/** GET /rest-api/v2/admin/handover and /admin/handover: sold lots by title step, paid, picked up, lot or stock. */
export const handoverListQuery = z.object({
  q: z.optional(
    z.pipe(
      text().check(z.trim(), z.regex(/^[0-9]{0,9}$/, 'A lot id or a stock number (digits).')),
      blankIsAbsent,
    ),
  ),
  step: choice(TITLE_STEPS),
  paid: choice(['yes', 'no'] as const),
  pickedUp: choice(['yes', 'no'] as const),
  page: z._default(
    z.coerce
      .number('A whole number.')
      .check(z.int('A whole number.'), z.gte(1, 'At least 1.'), z.lte(10_000, 'At most 10000.')),
    1,
  ),
});
export type HandoverListQuery = z.output<typeof handoverListQuery>;

const isoTime = z.string();
const nullableTime = z.nullable(isoTime);

/** The handover of one sold lot as its buyer reads it (GET .../account/purchases/{lotId}/handover). */
export const handoverViewSchema = z.object({
  lotId: z.int(),
  vehicle: z.string(),
  stockNumber: z.string(),
  vin: z.string(),
  titleStep: z.enum(TITLE_STEPS),
  /** Every step with the time the title reached it (null: not yet). */
  titleSteps: z.array(z.object({ step: z.enum(TITLE_STEPS), at: nullableTime })),
  carrier: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  paid: z.boolean(),
  paidAt: nullableTime,
  yard: z.object({
    name: z.string(),
    /** The address's lines: street (when known), then city, state and ZIP. */
    address: z.array(z.string()),
    hours: z.string(),
    timeZone: z.string(),
  }),
  storage: z.object({
    /** Calendar days (YYYY-MM-DD) of the yard. */
    startDay: z.string(),
    lastFreeDay: z.string(),
    throughDay: z.string(),
    chargeableDays: z.int(),
    perDay: wireDollars,
    accrued: wireDollars,
    charged: wireDollars,
    uncharged: wireDollars,
  }),
  delays: z.array(
    z.object({
      id: z.int(),
      cause: z.enum(STORAGE_DELAY_CAUSES),
      from: z.nullable(z.string()),
      to: z.nullable(z.string()),
      days: z.int(),
      reason: z.string(),
      recordedAt: isoTime,
    }),
  ),
  pickedUpAt: nullableTime,
  /** The final storage invoice of the pickup (null before it; amount 0 when it came within the free days). */
  storageInvoice: z.nullable(z.object({ days: z.int(), amount: wireDollars, paid: z.boolean() })),
  /** The gate pass can be downloaded: paid and not yet picked up. */
  gatePassAvailable: z.boolean(),
});
export type HandoverView = z.output<typeof handoverViewSchema>;

/** The same for staff, with the buyer, the gate pass's code and who released the vehicle. */
export const adminHandoverSchema = z.extend(handoverViewSchema, {
  buyer: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  gatePassCode: z.nullable(z.string()),
  pickedUpBy: z.nullable(z.string()),
  demoClockDays: z.int(),
});
export type AdminHandover = z.output<typeof adminHandoverSchema>;

/** One page of the console's handover list. */
export const handoverPageSchema = z.object({
  items: z.array(adminHandoverSchema),
  page: z.int(),
  pageSize: z.int(),
  hasMore: z.boolean(),
});
export type HandoverPage = z.output<typeof handoverPageSchema>;
