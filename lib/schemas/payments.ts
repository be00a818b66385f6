import * as z from 'zod/mini';

/**
 * The payment calls every purpose shares (lib/server/payments): the sandbox's 3-D Secure challenge answer and what a
 * payment answers. Messages are i18n keys of Payments.errors.
 */
/** The 3-D Secure challenge's answer (the sandbox's challenge page has an approve and a fail button). */
export const challengeSchema = z.object({ outcome: z.enum(['approve', 'fail'], 'outcomeInvalid') });

/** What a payment call answers (a deposit, a 3-D Secure or PayPal completion; membership and checkout too). */
export interface PaymentResult {
  paymentId: number;
  status: 'approved' | 'declined' | 'requires_action' | 'canceled' | 'pending' | 'failed' | 'refunded';
  amount: number;
  method: 'card' | 'paypal';
  /** Where to send the member to finish: the 3-D Secure challenge or PayPal's approval page. */
  actionUrl: string | null;
  declineCode: string | null;
  /** What the purpose adds once approved (a deposit: the member's buying power in whole dollars). */
  buyingPower?: number;
  availableBuyingPower?: number;
  /** A membership payment: the tier it bought (code and name). */
  membership?: string;
  membershipName?: string;
  /** A checkout payment: the lots it paid. */
  paidLotIds?: number[];
}

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
