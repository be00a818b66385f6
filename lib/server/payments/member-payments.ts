import 'server-only';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { transaction } from '@/lib/db/transaction';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import type { PaymentResult } from '@/lib/schemas/payments';
import { ApiError } from '../http/api-error';
import { declinedError } from './declined-error';
import { cancelPayment, completePayment, paymentOf, runAfterCommit, type PaymentOutcome } from './payments';
import { consumePayPalLink, verifyPayPalLink, type PayPalLinkAction } from './paypal-link';
import { purposeHandler } from './purposes/registry';

/**
 * The payment calls of the 3-D Secure challenge page and PayPal's return, each in its own transaction; what the
 * payment's purpose left for after the commit (a checkout's bill-of-sale mails) runs once it has committed.
 */
async function inTransaction(work: (tx: Db) => Promise<PaymentOutcome>): Promise<PaymentOutcome> {
  const db = await getDb();
  const outcome = await transaction(db, work);
  await runAfterCommit(outcome);
  return outcome;
}

/** The sandbox's 3-D Secure challenge answered: approved (and its purpose applied) or a 422 decline. */
export async function answerChallenge(
  memberId: string,
  paymentId: number,
  challenge: 'approve' | 'fail',
): Promise<PaymentResult> {
  const { result, payment } = await inTransaction((tx) =>
    completePayment(tx, { memberId, paymentId, challenge }),
  );
  if (result.status === 'declined')
    throw declinedError(result, purposeHandler(payment.purpose).declineStatus);
  return result;
}

/** Where the member goes after PayPal: the purpose's page, with the payment to show. */
function pageAfter(outcome: PaymentOutcome): string {
  const locale = (outcome.payment.details.locale as Locale | undefined) ?? 'en';
  const path = localizedPath(purposeHandler(outcome.payment.purpose).pagePath(outcome.payment), locale);
  return `${path}?payment=${outcome.payment.id}`;
}

/**
 * One of PayPal's links followed with `token` (paypal-link): when it is genuine and unused, `act` runs in the
 * transaction that uses it up; otherwise (forged, expired, another member's, used before) nothing changes and the
 * payment is shown as it stands. The page to send the member to; 404 when the payment is not theirs.
 */
async function followPayPalLink(
  memberId: string,
  paymentId: number,
  action: PayPalLinkAction,
  token: string | null,
  act: (tx: Db) => Promise<PaymentOutcome>,
): Promise<string> {
  const linkId = await verifyPayPalLink(token, { memberId, paymentId, action });
  const outcome = await inTransaction(async (tx) => {
    if (linkId && (await consumePayPalLink(tx, { memberId, paymentId }, linkId))) return act(tx);
    const current = await paymentOf(tx, memberId, paymentId);
    if (!current) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
    return current;
  });
  return pageAfter(outcome);
}

/** PayPal's return link: capture the approved order; the page to send the member to. */
export async function paypalReturned(
  memberId: string,
  paymentId: number,
  token: string | null,
): Promise<string> {
  return followPayPalLink(memberId, paymentId, 'return', token, (tx) =>
    completePayment(tx, { memberId, paymentId }),
  );
}

/** PayPal's cancel link: the payment is canceled; the page to send the member to. */
export async function paypalCanceled(
  memberId: string,
  paymentId: number,
  token: string | null,
): Promise<string> {
  return followPayPalLink(memberId, paymentId, 'cancel', token, (tx) =>
    cancelPayment(tx, { memberId, paymentId }),
  );
}

/** The member's payment as it stands, or null when it is not theirs (or does not exist). */
export async function memberPayment(memberId: string, paymentId: number): Promise<PaymentResult | null> {
  return (await paymentOf(await getDb(), memberId, paymentId))?.result ?? null;
}

/** The member's payment as it stands; 404 for anyone else's. */
export async function readPayment(memberId: string, paymentId: number): Promise<PaymentResult> {
  const found = await memberPayment(memberId, paymentId);
  if (!found) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
  return found;
}

/** A path's payment id (digits only), or null. */
export function paymentIdFromPath(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
