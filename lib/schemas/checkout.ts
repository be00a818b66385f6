import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { rowId } from './input-bounds';

/**
 * POST /rest-api/v2/account/checkout (with an Idempotency-Key header): pay one or more won or bought lots, by saved
 * card (`cardId`) or PayPal (`method: 'paypal'`). `amount` is the total the member was shown, in whole US dollars: a
 * total that changed since (a late fee fell due) is refused with the new total instead of being charged. Messages are
 * i18n keys of Checkout.errors (shared with Payments.errors).
 */
export const CHECKOUT_MAX_LOTS = 50;
/** Far above any total of CHECKOUT_MAX_LOTS lots; keeps the amount's cents an exact integer. */
const CHECKOUT_MAX_DOLLARS = 1_000_000_000;

export const checkoutSchema = z
  .object({
    lotIds: z
      .array(
        z.int('lotIdsInvalid').check(z.gte(1, 'lotIdsInvalid'), z.lte(999_999_999, 'lotIdsInvalid')),
        'lotIdsInvalid',
      )
      .check(
        z.minLength(1, 'lotIdsRequired'),
        z.maxLength(CHECKOUT_MAX_LOTS, 'lotIdsTooMany'),
        z.refine((ids) => new Set(ids).size === ids.length, 'lotIdsRepeated'),
      ),
    amount: z
      .int('amountInvalid')
      .check(z.gte(1, 'amountInvalid'), z.lte(CHECKOUT_MAX_DOLLARS, 'amountInvalid')),
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
export type CheckoutInput = z.output<typeof checkoutSchema>;

/** One lot of GET /rest-api/v2/account/checkout, money in whole US dollars. */
export interface CheckoutLotView {
  lotId: number;
  title: string;
  path: string;
  stockNumber: string;
  how: 'won' | 'bought-now';
  bid: number;
  buyerFee: number;
  documentationFee: number;
  otherFees: number;
  lateFee: number;
  paid: number;
  total: number;
  /** ISO time the payment is due; `late` once it has passed. */
  dueAt: string;
  late: boolean;
}

export interface CheckoutView {
  lots: CheckoutLotView[];
  /** The sum of the lots' totals. */
  total: number;
}
