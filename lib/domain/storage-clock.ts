import { max, subtract, ZERO_CENTS, type Cents } from './money';
import { countStorageDays, storageFee, type CalendarDay, type StorageDelay } from './storage-days';
import { zonedDay } from './zoned-time';

const DAY_MS = 86_400_000;

export interface StorageClockInput {
  /** When the lot was paid (lib/domain/purchase-settled), or null while it is unpaid. */
  paidAt: Date | null;
  /** The payment deadline of the purchase. */
  dueAt: Date;
  /** When the yard released the vehicle, or null while it is still there. */
  pickedUpAt: Date | null;
  now: Date;
  /** The yard's (branch's) time zone: its calendar days are the ones counted. */
  timeZone: string;
  delays: readonly StorageDelay[];
  /** Storage the ledger already charges for the lot (its `storage-fee` rows). */
  chargedCents: Cents;
  /** Demo mode's time passing: the clock starts this many days earlier. */
  shiftDays?: number;
}

export interface StorageStatement {
  /** The yard's day the clock started: the payment's, or the deadline's when the lot is paid late or not yet. */
  startDay: CalendarDay;
  lastFreeDay: CalendarDay;
  /** The last day counted: the pickup's, or today. */
  throughDay: CalendarDay;
  chargeableDays: number;
  /** What the chargeable days cost in all. */
  accruedCents: Cents;
  chargedCents: Cents;
  /** What is accrued and not yet charged. */
  unchargedCents: Cents;
}

/**
 * A lot's storage at `now`: the clock starts when the lot is paid, or at its payment deadline if that comes first (a
 * buyer who pays late has had the free days already, so checkout charges the days accrued); it stops at the pickup.
 * Counted in the yard's calendar days by countStorageDays.
 */
export function storageStatement(input: StorageClockInput): StorageStatement {
  const started = input.paidAt && input.paidAt < input.dueAt ? input.paidAt : input.dueAt;
  const start = new Date(started.getTime() - (input.shiftDays ?? 0) * DAY_MS);
  const startDay = zonedDay(start, input.timeZone);
  const throughDay = zonedDay(input.pickedUpAt ?? input.now, input.timeZone);
  const { lastFreeDay, chargeableDays } = countStorageDays({
    start: startDay,
    through: throughDay,
    delays: input.delays,
  });
  const accruedCents = storageFee(chargeableDays);
  return {
    startDay,
    lastFreeDay,
    throughDay,
    chargeableDays,
    accruedCents,
    chargedCents: input.chargedCents,
    unchargedCents: max(ZERO_CENTS, subtract(accruedCents, input.chargedCents)),
  };
}
