import { z } from 'zod';

/** SPEC §3/§7: one analytics event, as the browser sends it to POST /event/v1/track and the handler stores it. */

export const MAX_PAYLOAD_BYTES = 4096;
/** The client id a browser carries when tracking is off for it (SPEC §7: events are never sent for it). */
export const OPTED_OUT_CLIENT_ID = 'f';

const id = z
  .string()
  .min(1, 'Required')
  .max(64, 'At most 64 characters')
  .regex(/^[\w.-]+$/, 'Only letters, digits, dot, dash and underscore');

const custom = z.string().max(255, 'At most 255 characters').nullish();

const payload = z
  .record(z.string(), z.json())
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_PAYLOAD_BYTES, {
    message: `At most ${MAX_PAYLOAD_BYTES} bytes of JSON`,
  });

export const analyticsEventSchema = z.object({
  step: z.string().trim().min(1, 'Required').max(64, 'At most 64 characters'),
  substep: z.string().max(1024, 'At most 1024 characters').nullish(),
  payload: payload.nullish(),
  product_id: z.string().min(1, 'Required').max(64, 'At most 64 characters').nullish(),
  client_id: id.refine((value) => value !== OPTED_OUT_CLIENT_ID, 'Tracking is off for this client'),
  visit_id: id,
  custom1: custom,
  custom2: custom,
  custom3: custom,
});

/** What the sender writes (before parsing). */
export type AnalyticsEventInput = z.input<typeof analyticsEventSchema>;
/** What the handler stores (after parsing). */
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;
