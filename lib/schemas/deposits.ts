import * as z from 'zod/mini';
import { DEPOSIT_MIN_CENTS } from '@/lib/domain/business-rules';
import { LOCALES } from '@/lib/domain/locales';
import { rowId } from './input-bounds';

/**
 * POST /rest-api/v2/account/deposits (with an Idempotency-Key header): a deposit in whole US dollars, paid with a
 * saved card (`cardId`) or through PayPal (`method: 'paypal'`). Messages are i18n keys of Deposits.errors.
 */
export const DEPOSIT_MAX_DOLLARS = 1_000_000;

export const depositSchema = z
  .object({
    amount: z
      .int('amountInvalid')
      .check(
        z.gte(0, 'amountInvalid'),
        z.gte(DEPOSIT_MIN_CENTS / 100, 'amountBelowMinimum'),
        z.lte(DEPOSIT_MAX_DOLLARS, 'amountTooHigh'),
      ),
    method: z._default(z.enum(['card', 'paypal'], 'methodInvalid'), 'card'),
    cardId: z.optional(rowId('cardIdInvalid')),
    /** The page's language: 3-D Secure and PayPal bring the member back to the page in it. */
    locale: z._default(z.enum(LOCALES, 'localeInvalid'), 'en'),
  })
  .check(
    z.refine((d) => d.method !== 'card' || d.cardId !== undefined, {
      message: 'cardIdRequired',
      path: ['cardId'],
    }),
  );
export type DepositInput = z.output<typeof depositSchema>;
