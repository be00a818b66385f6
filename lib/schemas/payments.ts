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
  'partly_paid',
  'declined',
  'requires_action',
  'canceled',
  'pending',
  'failed',
  'refunded',
] as const;

/** Where a wire transfer goes (lib/domain/business-rules WIRE_BANK_DETAILS). */
export const wireBankSchema = z.object({
  beneficiary: z.string(),
  beneficiaryAddress: z.string(),
  bankName: z.string(),
  bankAddress: z.string(),
  accountNumber: z.string(),
  /** ABA routing number, from inside the United States. */
  routingNumber: z.string(),
  /** SWIFT/BIC, from abroad. */
  swift: z.string(),
});

/**
 * A payment by wire transfer (method `wire`): the reference the transfer must carry, where to send it, and what has
 * arrived: `received` in all, `outstanding` still lacking, `excess` (over the amount, or after the payment closed)
 * credited to the member as a held deposit.
 */
export const wireFactsSchema = z.object({
  reference: z.string(),
  purpose: z.enum(['deposit', 'membership', 'checkout']),
  received: wireDollars,
  outstanding: wireDollars,
  excess: wireDollars,
  bank: wireBankSchema,
});
export type WireFacts = z.output<typeof wireFactsSchema>;

/**
 * What a payment call answers (a deposit, a 3-D Secure or PayPal completion; membership and checkout too): `Cents`
 * inside (PaymentResult), whole dollars on the wire (PaymentResultWire). The services build it with `Cents` and store
 * or answer `z.encode(paymentResultSchema, result)`; the browser reads it with apiSendAs of the same schema.
 */
export const paymentResultSchema = z.object({
  paymentId: z.int(),
  status: z.enum(PAYMENT_RESULT_STATUSES),
  amount: wireDollars,
  method: z.enum(['card', 'paypal', 'wire']),
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
  /** A wire transfer: its reference, the bank details and what has arrived. */
  wire: z.optional(wireFactsSchema),
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
