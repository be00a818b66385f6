import * as z from 'zod/mini';
import { OPTED_OUT_CLIENT_ID } from '@/lib/domain/analytics';
import { isNestedAtMost } from './input-bounds';
import { safeJsonCheck, text } from './safe-text';

/**
 * SPEC §3/§7: one analytics event, as the browser sends it to POST /event/v1/track and the handler stores it.
 * zod/mini: the browser ships this schema, and mini tree-shakes to a fraction of the full library.
 */

export const MAX_PAYLOAD_BYTES = 4096;
export { OPTED_OUT_CLIENT_ID };

/** Events nest a few levels at most (the payload object itself is the first). */
export const MAX_PAYLOAD_DEPTH = 16;

// Text as it was sent (untrimmed), held to the one rule of ./safe-text.
const line = (max: number) => text({ trim: false }).check(z.maxLength(max, `At most ${max} characters`));
const required = (max: number) => line(max).check(z.minLength(1, 'Required'));

const id = required(64).check(z.regex(/^[\w.-]+$/, 'Only letters, digits, dot, dash and underscore'));

const custom = z.nullish(line(255));

/**
 * One value of the payload: any JSON, at most MAX_PAYLOAD_DEPTH levels deep with the payload's own. The depth is
 * checked first, level by level, because z.json() validates recursively and overflows the stack on a few thousand.
 */
const jsonValue = z.json();
const payloadValue = z.pipe(
  z.custom<z.input<typeof jsonValue>>((value) => isNestedAtMost(value, MAX_PAYLOAD_DEPTH - 1), {
    message: `At most ${MAX_PAYLOAD_DEPTH} levels of nesting`,
  }),
  jsonValue,
);

const payload = z.record(z.string(), payloadValue).check(
  safeJsonCheck(),
  z.refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_PAYLOAD_BYTES, {
    message: `At most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
  }),
);

export const analyticsEventSchema = z.object({
  step: text().check(z.minLength(1, 'Required'), z.maxLength(64, 'At most 64 characters')),
  substep: z.nullish(line(1024)),
  payload: z.nullish(payload),
  product_id: z.nullish(required(64)),
  client_id: id.check(z.refine((value) => value !== OPTED_OUT_CLIENT_ID, 'Tracking is off for this client')),
  visit_id: id,
  custom1: custom,
  custom2: custom,
  custom3: custom,
});

/** What the sender writes (before parsing). */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
/** What the handler stores (after parsing). */
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
