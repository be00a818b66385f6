import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { MEMBERSHIP_TIERS } from '@/lib/domain/route-classifier';
import { rowId } from './input-bounds';

/**
 * POST /rest-api/v2/account/membership/payment (with an Idempotency-Key header): pay the upgrade to `membership` at
 * the config's annual price, by saved card (`cardId`) or PayPal. Messages are i18n keys of Payments.errors and
 * Memberships.errors.
 */
export const membershipPaymentSchema = z
  .object({
    membership: z.enum(MEMBERSHIP_TIERS, 'membershipUnknown'),
    method: z._default(z.enum(['card', 'paypal'], 'methodInvalid'), 'card'),
    cardId: z.optional(rowId('cardIdInvalid')),
    locale: z._default(z.enum(LOCALES, 'localeInvalid'), 'en'),
  })
  .check(
    z.refine((d) => d.method !== 'card' || d.cardId !== undefined, {
      message: 'cardIdRequired',
      path: ['cardId'],
    }),
  );
export type MembershipPaymentInput = z.output<typeof membershipPaymentSchema>;
