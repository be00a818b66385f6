/**
 * Bounds that keep a number or a date the database cannot take from reaching it (issue #21): PostgreSQL answers an
 * int4 past 2^31 - 1 with an error, and a JavaScript date past year 9999 is written as `+010000-...`, which it cannot
 * read. lib/schemas refuses such a value (422 naming the field) with these.
 */

/** The largest value of an `integer` (int4) column: the ids of serial columns and the like. */
export const INT4_MAX = 2_147_483_647;

/** The dates any input may name, both days included: what a person or a sale can mean. */
export const EARLIEST_DAY = '1900-01-01';
export const LATEST_DAY = '2100-12-31';
const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const AFTER_LATEST_MS = Date.parse(`${LATEST_DAY}T00:00:00Z`) + 86_400_000;

/** Whether a time (milliseconds since the epoch) falls on a day from EARLIEST_DAY to LATEST_DAY (UTC). */
export function isTimeInRange(time: number): boolean {
  return Number.isFinite(time) && time >= EARLIEST_MS && time < AFTER_LATEST_MS;
}

/**
 * Whether a parsed JSON value nests at most `max` arrays or objects deep. Read level by level, not recursively: a
 * validator that recurses (zod's z.json()) overflows the stack on a few thousand levels, which a 16 KB body holds.
 */
export function isNestedAtMost(value: unknown, max: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (typeof item !== 'object' || item === null) continue;
      if (depth >= max) return false;
      for (const child of Object.values(item)) next.push(child);
    }
    level = next;
  }
  return true;
}
