import 'server-only';
import type { Db } from '@/lib/db/client';
import type { payments, PAYMENT_PURPOSES } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import type { PaymentExtras } from '@/lib/schemas/payments';

export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];
export type PaymentRow = typeof payments.$inferSelect;
/** Work for after the approving transaction has committed (never inside it: a rollback must not send mail). */
export type AfterCommit = () => Promise<void>;

/**
 * What a payment is for, and what its approval does. The payments service calls `onApproved` in the transaction that
 * marks the payment approved, exactly once per payment; a purpose adds its rows there (a deposit: the held deposit and
 * its ledger row). To add a purpose (membership, checkout), write a handler in this folder and list it in
 * `registry.ts`.
 */
export interface PurposeHandler {
  purpose: PaymentPurpose;
  /** The page the member pays on (without locale prefix); 3-D Secure and PayPal come back to it. */
  pagePath(payment: PaymentRow): string;
  /** The status of a declined payment's answer: 422 for deposits (kept), 402 for membership and checkout. */
  declineStatus?: 402 | 422;
  /** The line shown on PayPal's page and in the gateway's records. */
  description(payment: PaymentRow): string;
  /**
   * The purpose's effect, in the approving transaction (called once per payment). It may answer work to do once that
   * transaction has committed (an e-mail); the payments service hands it to its caller as `afterCommit`.
   */
  onApproved(tx: Db, payment: PaymentRow): Promise<void | AfterCommit>;
  /** Undo the effect after a refund of `amountCents` (called once per refund). */
  onRefunded?(tx: Db, payment: PaymentRow, amountCents: Cents): Promise<void>;
  /** What the member is shown besides the payment once approved (a deposit: the new buying power). */
  present?(tx: Db, payment: PaymentRow): Promise<PaymentExtras>;
}
