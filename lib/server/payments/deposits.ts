import 'server-only';
import * as z from 'zod/mini';
import { depositAmount, type DepositInput } from '@/lib/schemas/deposits';
import { paymentResultSchema } from '@/lib/schemas/payments';
import { idempotent, type Answer } from '../http/idempotency';
import { declinedError } from './declined-error';
import { startPayment } from './payments';

export const DEPOSIT_ROUTE = 'POST /rest-api/v2/account/deposits';

/**
 * POST /rest-api/v2/account/deposits: pay a deposit by saved card, PayPal or wire, once per Idempotency-Key (the bids'
 * idempotency: the member's row locked, a replay answered with the first answer). Approved: the deposit is held and
 * buying power rises at once, in the same transaction. A card that asks for 3-D Secure, and PayPal, answer
 * `requires_action` with the page to go to; the deposit counts once that completes. A wire answers `pending` with its
 * reference and the bank details; the deposit counts once finance has recorded the whole amount (wires/record-wire.ts).
 * A decline is stored with the key (its payment row stays, declined) and answered 422.
 */
export async function makeDeposit(
  memberId: string,
  input: DepositInput,
  idempotencyKey: string,
  origin: string,
): Promise<Answer> {
  const { answer } = await idempotent(
    memberId,
    DEPOSIT_ROUTE,
    idempotencyKey,
    {
      amount: z.encode(depositAmount, input.amount),
      method: input.method,
      cardId: input.cardId ?? null,
    },
    async (tx) => {
      const { result } = await startPayment(tx, {
        memberId,
        purpose: 'deposit',
        amountCents: input.amount,
        method: input.method,
        cardId: input.cardId,
        idempotencyKey: `deposit:${idempotencyKey}`,
        locale: input.locale,
        origin,
      });
      if (result.status === 'declined') throw declinedError(result);
      return result;
    },
    (result) => z.encode(paymentResultSchema, result),
  );
  return answer;
}
