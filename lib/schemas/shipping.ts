import * as z from 'zod/mini';
import { EXPORT_COUNTRIES, type ExportCountry } from '@/lib/domain/business-rules';
import type { ShippingDestination } from '@/lib/domain/shipping-estimate';
import { wireDollars } from './money';

/**
 * The shipping and export estimate (issue 26 §2): GET /rest-api/v2/lots/{lotId}/shipping-estimate?zip= or ?country=,
 * and PUT /rest-api/v2/account/shipping-destination (the member's kept destination). Validation messages are keys of
 * the Shipping.errors namespace.
 */
const zip = z.string('zipInvalid').check(z.trim(), z.regex(/^\d{5}$/, 'zipInvalid'));
const country = z.enum(EXPORT_COUNTRIES, 'countryInvalid');

/** A US ZIP or an export country, exactly one of them. */
export const shippingDestinationSchema = z
  .object({ zip: z.optional(zip), country: z.optional(country) })
  .check(
    z.refine((d) => (d.zip === undefined) !== (d.country === undefined), {
      message: 'destinationRequired',
      path: ['zip'],
    }),
  );

/** The same, as the query string of the estimate. */
export const shippingEstimateQuerySchema = shippingDestinationSchema;

/** PUT account/shipping-destination: a destination to keep, or `{ "clear": true }` to forget it (exactly one). */
export const keepShippingDestinationSchema = z
  .object({
    zip: z.optional(zip),
    country: z.optional(country),
    clear: z.optional(z.literal(true, 'clearInvalid')),
  })
  .check(
    z.refine((d) => [d.zip, d.country, d.clear].filter((v) => v !== undefined).length === 1, {
      message: 'destinationRequired',
      path: ['zip'],
    }),
  );

/** A destination from its parsed form (exactly one of zip and country is set). */
export function destinationOf(input: { zip?: string; country?: ExportCountry }): ShippingDestination {
  return input.zip !== undefined ? { zip: input.zip } : { country: input.country! };
}

/** A destination in an answer: `{ zip }` or `{ country }`. */
export const shippingDestinationAnswerSchema = z.union([
  z.object({ zip: z.string() }),
  z.object({ country: z.enum(EXPORT_COUNTRIES) }),
]);

/** The estimate: `Cents` inside, whole dollars on the wire. */
export const shippingEstimateSchema = z.object({
  lotId: z.int(),
  destination: shippingDestinationAnswerSchema,
  /** The yard the vehicle leaves from. */
  yard: z.object({ city: z.string(), state: z.string(), zip: z.string() }),
  /** The ZIP's place name (inland only). */
  place: z.nullable(z.string()),
  miles: z.int(),
  port: z.nullable(z.object({ code: z.string(), name: z.string() })),
  inland: wireDollars,
  ocean: wireDollars,
  total: wireDollars,
});
export type LotShippingEstimate = z.output<typeof shippingEstimateSchema>;
