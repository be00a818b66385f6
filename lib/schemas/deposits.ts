import * as z from 'zod/mini';
import { DEPOSIT_MIN_CENTS } from '@/lib/domain/business-rules';
import { LOCALES } from '@/lib/domain/locales';
import { rowId } from './input-bounds';
import { dollarsCodec, wireDollars } from './money';

/**
 * POST /rest-api/v2/account/deposits (with an Idempotency-Key header): a deposit in whole US dollars on the wire
 * (`Cents` once parsed), paid with a saved card (`cardId`), through PayPal (`method: 'paypal'`) or by bank wire
 * (`method: 'wire'`: the answer carries the transfer's reference and bank details). Messages are i18n keys of
 * Deposits.errors.
 */
export const DEPOSIT_MAX_DOLLARS = 1_000_000;

/** The deposit's amount: whole dollars, at least DEPOSIT_MIN_CENTS, at most DEPOSIT_MAX_DOLLARS. */
export const depositAmount = dollarsCodec({
  min: z.encode(wireDollars, DEPOSIT_MIN_CENTS),
  max: DEPOSIT_MAX_DOLLARS,
  belowMin: 'amountBelowMinimum',
  tooHigh: 'amountTooHigh',
});

export const depositSchema = z
  .object({
    amount: depositAmount,
    method: z._default(z.enum(['card', 'paypal', 'wire'], 'methodInvalid'), 'card'),
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
