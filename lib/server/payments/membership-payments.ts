import 'server-only';
import * as z from 'zod/mini';
import type { MembershipPaymentInput } from '@/lib/schemas/membership-payment';
import { paymentResultSchema } from '@/lib/schemas/payments';
import { idempotent, type Answer } from '../http/idempotency';
import { upgradeToPay } from '../members/upgrade-payment';
import { declinedError } from './declined-error';
import { startPayment, type PaymentOutcome } from './payments';
import { cancelWaitingPayments } from './waiting-payments';

export const MEMBERSHIP_PAYMENT_ROUTE = 'POST /rest-api/v2/account/membership/payment';

/**
 * POST /rest-api/v2/account/membership/payment: pay the upgrade to a tier at the config's annual price, once per
 * Idempotency-Key (the member's row locked, a replay answered with the first answer). The upgrade awaiting payment is
 * the member's confirmed one, or recorded now (upgrade-payment.ts; 409 not_an_upgrade, 409 upgrade_pending).
 * Approved: the membership is active at once, in the same transaction; 3-D Secure and PayPal answer
 * `requires_action`; a decline is 402 payment_declined and changes nothing. An earlier membership payment that still
 * waits for the member is canceled first, so the upgrade is never paid twice.
 */
export async function payMembership(
  memberId: string,
  input: MembershipPaymentInput,
  idempotencyKey: string,
  origin: string,
): Promise<Answer> {
  const { answer } = await idempotent(
    memberId,
    MEMBERSHIP_PAYMENT_ROUTE,
    idempotencyKey,
    { membership: input.membership, method: input.method, cardId: input.cardId ?? null },
    async (tx, member): Promise<PaymentOutcome> => {
      const upgrade = await upgradeToPay(tx, memberId, member.membershipCode, input.membership, new Date());
      await cancelWaitingPayments(tx, memberId, 'membership', () => true);
      const outcome = await startPayment(tx, {
        memberId,
        purpose: 'membership',
        amountCents: upgrade.priceCents,
        method: input.method,
        cardId: input.cardId,
        idempotencyKey: `membership:${idempotencyKey}`,
        locale: input.locale,
        origin,
        details: { subscriptionId: upgrade.id, membership: upgrade.membershipCode },
      });
      if (outcome.result.status === 'declined') throw declinedError(outcome.result, 402);
      return outcome;
    },
    (outcome) => z.encode(paymentResultSchema, outcome.result),
  );
  return answer;
}
