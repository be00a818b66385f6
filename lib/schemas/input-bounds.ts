import * as z from 'zod/mini';
import { INT4_MAX } from '@/lib/domain/input-bounds';
export { EARLIEST_DAY, INT4_MAX, isNestedAtMost, isTimeInRange, LATEST_DAY } from '@/lib/domain/input-bounds';

/**
 * Bounds that keep a number or a date the database cannot take from reaching it (issue #21): PostgreSQL answers an
 * int4 past 2^31 - 1 with an error, and a JavaScript date past year 9999 is written as `+010000-...`, which it cannot
 * read. The schema refuses such a value (422 naming the field) instead.
 */

/** A row id in a JSON body (a saved card's, a lot's...): a whole number from 1 to INT4_MAX. */
export const rowId = (message: string) => z.int(message).check(z.gte(1, message), z.lte(INT4_MAX, message));
