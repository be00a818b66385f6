import 'server-only';
import type { Db } from '@/lib/db/client';
import type { CardBrand } from '@/lib/domain/card-number';
import type { Cents } from '@/lib/domain/money';

/**
 * The one interface every payment gateway implements (the built-in sandbox, PayPal). A payment goes
 * `authorize` (a hold) -> [`confirm` after the customer's action: 3-D Secure, PayPal approval] -> `capture`; a hold is
 * dropped with `release`, a captured payment paid back with `refund`. Every call carries an idempotency key: calling
 * again with the same key returns the first answer and moves no money twice. Each call is recorded as a row of
 * `gateway_operations` in `db` (the caller's transaction).
 */
export type GatewayName = 'sandbox' | 'paypal';

/** A decline's reason, in the card processors' usual words. */
export type DeclineCode =
  | 'generic_decline'
  | 'insufficient_funds'
  | 'incorrect_cvc'
  | 'expired_card'
  | 'live_card_in_test_mode'
  | 'authentication_failed'
  | 'payer_action_required'
  | 'processing_error'
  | 'not_found';

export type GatewayOutcome =
  | { status: 'approved'; reference: string }
  | { status: 'requires_action'; reference: string; actionUrl: string }
  | { status: 'declined'; reference: string | null; code: DeclineCode };

/** A card to tokenize: the only moment the number and security code exist on our side (never stored or logged). */
export interface CardDetails {
  number: string;
  cvc: string;
  expMonth: number;
  expYear: number;
  holderName: string;
}

export type TokenizeOutcome =
  | { status: 'approved'; token: string; brand: CardBrand; last4: string; bin: string }
  | { status: 'declined'; code: DeclineCode };

/** What pays: a saved card's token, or the payer's own PayPal account (approved on PayPal's page). */
export type PaymentSource = { kind: 'card'; token: string } | { kind: 'paypal' };

export interface AuthorizeRequest {
  amountCents: Cents;
  source: PaymentSource;
  idempotencyKey: string;
  /** Ask for 3-D Secure when the card wants it (site config features.secure_3d). */
  secure3d: boolean;
  /** Where the customer returns after the 3-D Secure challenge or PayPal's approval. */
  returnUrl: string;
  cancelUrl: string;
  description: string;
}

/** How the customer's action ended (the 3-D Secure challenge page's buttons; PayPal approval is read from PayPal). */
export interface ConfirmRequest {
  idempotencyKey: string;
  challenge?: 'approve' | 'fail';
}

export interface PaymentGateway {
  readonly name: GatewayName;
  /** Cards are tokenized only by gateways that take cards (the sandbox). */
  tokenizeCard?(db: Db, card: CardDetails, idempotencyKey: string): Promise<TokenizeOutcome>;
  authorize(db: Db, request: AuthorizeRequest): Promise<GatewayOutcome>;
  confirm(db: Db, reference: string, request: ConfirmRequest): Promise<GatewayOutcome>;
  capture(db: Db, reference: string, amountCents: Cents, idempotencyKey: string): Promise<GatewayOutcome>;
  release(db: Db, reference: string, idempotencyKey: string): Promise<GatewayOutcome>;
  refund(db: Db, reference: string, amountCents: Cents, idempotencyKey: string): Promise<GatewayOutcome>;
}
