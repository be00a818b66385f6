import * as z from 'zod/mini';
import { wireDollars } from './money';

/**
 * The payment calls every purpose shares (lib/server/payments): the sandbox's 3-D Secure challenge answer and what a
 * payment answers. Messages are i18n keys of Payments.errors.
 */
/** The 3-D Secure challenge's answer (the sandbox's challenge page has an approve and a fail button). */
export const challengeSchema = z.object({ outcome: z.enum(['approve', 'fail'], 'outcomeInvalid') });

export const PAYMENT_RESULT_STATUSES = [
  'approved',
  'declined',
  'requires_action',
  'canceled',
  'pending',
  'failed',
  'refunded',
] as const;

/**
 * What a payment call answers (a deposit, a 3-D Secure or PayPal completion; membership and checkout too): `Cents`
 * inside (PaymentResult), whole dollars on the wire (PaymentResultWire). The services build it with `Cents` and store
 * or answer `z.encode(paymentResultSchema, result)`; the browser reads it with apiSendAs of the same schema.
 */
export const paymentResultSchema = z.object({
  paymentId: z.int(),
  status: z.enum(PAYMENT_RESULT_STATUSES),
  amount: wireDollars,
  method: z.enum(['card', 'paypal']),
  /** Where to send the member to finish: the 3-D Secure challenge or PayPal's approval page. */
  actionUrl: z.nullable(z.string()),
  declineCode: z.nullable(z.string()),
  /** What the purpose adds once approved (a deposit: the member's buying power). */
  buyingPower: z.optional(wireDollars),
  availableBuyingPower: z.optional(wireDollars),
  /** A membership payment: the tier it bought (code and name). */
  membership: z.optional(z.string()),
  membershipName: z.optional(z.string()),
  /** A checkout payment: the lots it paid. */
  paidLotIds: z.optional(z.array(z.int())),
});
export type PaymentResult = z.output<typeof paymentResultSchema>;
export type PaymentResultWire = z.input<typeof paymentResultSchema>;
/** What a purpose adds to an approved payment's answer. */
export type PaymentExtras = Partial<
  Pick<PaymentResult, 'buyingPower' | 'availableBuyingPower' | 'membership' | 'membershipName' | 'paidLotIds'>
>;

/** A decline code of the gateways as an i18n key of Payments.errors. */
export const DECLINE_MESSAGES: Readonly<Record<string, string>> = {
  generic_decline: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  incorrect_cvc: 'cvcIncorrect',
  expired_card: 'cardExpired',
  live_card_in_test_mode: 'liveCardInTestMode',
  authentication_failed: 'authenticationFailed',
  payer_action_required: 'paypalNotApproved',
  processing_error: 'paymentFailed',
  not_found: 'paymentFailed',
};
