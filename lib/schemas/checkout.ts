import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { rowId } from './input-bounds';
import { dollarsCodec, wireDollars } from './money';

/**
 * POST /rest-api/v2/account/checkout (with an Idempotency-Key header): pay one or more won or bought lots, by saved
 * card (`cardId`), PayPal (`method: 'paypal'`) or bank wire (`method: 'wire'`: paid once finance records the
 * transfer). `amount` is the total the member was shown, in whole US dollars on the wire (`Cents` once parsed): a
 * total that changed since (a late fee fell due) is refused with the new total instead of being charged. Messages are i18n keys of Checkout.errors (shared with Payments.errors).
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
    amount: dollarsCodec({ min: 1, max: CHECKOUT_MAX_DOLLARS }),
    method: z._default(z.enum(['card', 'paypal', 'wire'], 'methodInvalid'), 'card'),
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

/** One lot of GET /rest-api/v2/account/checkout: its bill, `Cents` inside and whole US dollars on the wire. */
export const checkoutLotSchema = z.object({
  lotId: z.int(),
  title: z.string(),
  path: z.string(),
  stockNumber: z.string(),
  how: z.enum(['won', 'bought-now']),
  bid: wireDollars,
  buyerFee: wireDollars,
  documentationFee: wireDollars,
  otherFees: wireDollars,
  /** Storage past the free days: charged, and accrued while the lot was unpaid (lib/domain/checkout). */
  storageFee: wireDollars,
  lateFee: wireDollars,
  paid: wireDollars,
  total: wireDollars,
  /** ISO time the payment is due; `late` once it has passed. */
  dueAt: z.string(),
  late: z.boolean(),
});
export type CheckoutLotView = z.output<typeof checkoutLotSchema>;

export const checkoutViewSchema = z.object({
  lots: z.array(checkoutLotSchema),
  /** The sum of the lots' totals. */
  total: wireDollars,
});
export type CheckoutView = z.output<typeof checkoutViewSchema>;
