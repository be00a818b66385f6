import * as z from 'zod/mini';
import { OPTED_OUT_CLIENT_ID } from '@/lib/domain/analytics';

/**
 * SPEC §3/§7: one analytics event, as the browser sends it to POST /event/v1/track and the handler stores it.
 * zod/mini: the browser ships this schema, and mini tree-shakes to a fraction of the full library.
 */

export const MAX_PAYLOAD_BYTES = 4096;
export { OPTED_OUT_CLIENT_ID };

const text = (max: number) => z.string().check(z.maxLength(max, `At most ${max} characters`));
const required = (max: number) =>
  z.string().check(z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

const id = required(64).check(z.regex(/^[\w.-]+$/, 'Only letters, digits, dot, dash and underscore'));

const custom = z.nullish(text(255));

const payload = z.record(z.string(), z.json()).check(
  z.refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_PAYLOAD_BYTES, {
    message: `At most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
  }),
);

export const analyticsEventSchema = z.object({
  step: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'At most 64 characters')),
  substep: z.nullish(text(1024)),
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
