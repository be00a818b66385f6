import { isBusinessDay } from './business-days';
import { FREE_STORAGE_BUSINESS_DAYS, STORAGE_FEE_PER_DAY_CENTS } from './business-rules';
import { times, type Cents } from './money';

/**
 * Storage days (ARCHITECTURE "Business rules": after payment, 3 business days free, then $25 a day; days the seller or
 * the title delayed do not count). Days are calendar days `YYYY-MM-DD` of the yard's own zone (the caller turns
 * instants into the branch's days); business days are Monday to Friday as lib/domain/business-days counts them (it
 * knows no holidays, so neither does this).
 */
export type CalendarDay = string;

/** Who caused a delay that storage does not charge for. */
export const STORAGE_DELAY_CAUSES = ['seller', 'title'] as const;
export type StorageDelayCause = (typeof STORAGE_DELAY_CAUSES)[number];

/**
 * A delay the seller or the title caused, as staff record it: the days from `from` to `to` (both included), or, when
 * they give no dates, a number of `days` that moves the last free day that many calendar days later.
 */
export interface StorageDelay {
  from: CalendarDay | null;
  to: CalendarDay | null;
  days: number;
}

export interface StorageCountInput {
  /** The day the clock starts (the payment's day); the free days are the business days after it. */
  start: CalendarDay;
  /** The last day to count, included: the pickup's day, or today while the vehicle is still in the yard. */
  through: CalendarDay;
  delays: readonly StorageDelay[];
  freeBusinessDays?: number;
}

export interface StorageCount {
  /** The last day stored free: storage is charged from the next day on (unless a delay covers it). */
  lastFreeDay: CalendarDay;
  /** The days charged from the day after `lastFreeDay` through `through`, the delays' days left out. */
  chargeableDays: number;
}

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

function timeOf(day: CalendarDay): number {
  const time = DAY_SHAPE.test(day) ? Date.parse(`${day}T00:00:00Z`) : NaN;
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar day: ${day}`);
  return time;
}

const dayOf = (time: number): CalendarDay => new Date(time).toISOString().slice(0, 10);

/** The calendar day `days` after `day` (before it when negative). */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return dayOf(timeOf(day) + days * DAY_MS);
}

/** How many days from `from` to `to`, both included (0 when `to` is before `from`). */
export function daysInRange(from: CalendarDay, to: CalendarDay): number {
  return Math.max(0, Math.round((timeOf(to) - timeOf(from)) / DAY_MS) + 1);
}

/** The days the dated delays cover (milliseconds of their UTC midnights). */
function coveredDays(delays: readonly StorageDelay[]): Set<number> {
  const covered = new Set<number>();
  for (const delay of delays) {
    if (delay.from === null || delay.to === null) continue;
    for (let time = timeOf(delay.from); time <= timeOf(delay.to); time += DAY_MS) covered.add(time);
  }
  return covered;
}

/**
 * The storage of one vehicle: walking the days after `start`, a day a dated delay covers counts for nothing; the
 * first `freeBusinessDays` business days are free, with the weekend days among them; then the undated delays' days
 * are free too; every later calendar day is charged, weekends included, up to `through`. A delay inside the free days
 * moves the last free day later by the days it covers.
 */
export function countStorageDays({
  start,
  through,
  delays,
  freeBusinessDays = FREE_STORAGE_BUSINESS_DAYS,
}: StorageCountInput): StorageCount {
  if (!Number.isSafeInteger(freeBusinessDays) || freeBusinessDays < 0) {
    throw new RangeError(`Free business days must be a whole number: ${freeBusinessDays}`);
  }
  const covered = coveredDays(delays);
  let extraDays = delays
    .filter((d) => d.from === null || d.to === null)
    .reduce((total, d) => total + Math.max(0, Math.trunc(d.days)), 0);
  let free = freeBusinessDays;
  let time = timeOf(start) + DAY_MS;
  for (;;) {
    if (covered.has(time)) {
      time += DAY_MS;
    } else if (free > 0) {
      if (isBusinessDay(new Date(time))) free--;
      time += DAY_MS;
    } else if (extraDays > 0) {
      extraDays--;
      time += DAY_MS;
    } else break;
  }
  const firstCharged = time;
  let chargeableDays = 0;
  for (let day = firstCharged; day <= timeOf(through); day += DAY_MS) if (!covered.has(day)) chargeableDays++;
  return { lastFreeDay: dayOf(firstCharged - DAY_MS), chargeableDays };
}

/** What `days` of storage cost. */
export function storageFee(days: number): Cents {
  return times(STORAGE_FEE_PER_DAY_CENTS, days);
}
