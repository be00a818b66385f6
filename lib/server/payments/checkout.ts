import 'server-only';
import * as z from 'zod/mini';
import { getDb } from '@/lib/db/database';
import { transactions } from '@/lib/db/schema';
import { LATE_PAYMENT_FEE_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { sum } from '@/lib/domain/money';
import {
  checkoutSchema,
  type CheckoutInput,
  type CheckoutLotView,
  type CheckoutView,
} from '@/lib/schemas/checkout';
import { paymentResultSchema } from '@/lib/schemas/payments';
import { idempotent, type Answer } from '../http/idempotency';
import { ApiError } from '../http/api-error';
import { chargeLateStorage } from '../handover/late-storage';
import { declinedError } from './declined-error';
import { paymentOf, runAfterCommit, startPayment, type PaymentOutcome } from './payments';
import { purchasesDue, purchasesOf, type PurchaseDue } from './purchases-due';
import { sharesOf, type CheckoutShare } from './purposes/checkout';
import { cancelWaitingPayments } from './waiting-payments';
import { settleCheckoutWires } from './wires/checkout-wires';

export const CHECKOUT_ROUTE = 'POST /rest-api/v2/account/checkout';

export function checkoutLotView(due: PurchaseDue): CheckoutLotView {
  return {
    lotId: due.lotId,
    title: due.title,
    path: due.path,
    stockNumber: due.stockNumber,
    how: due.how,
    bid: due.bidCents,
    buyerFee: due.buyerFeeCents,
    documentationFee: due.documentationFeeCents,
    otherFees: due.otherFeesCents,
    storageFee: due.storageFeeCents,
    lateFee: due.lateFeeCents,
    paid: due.paidCents,
    total: due.totalCents,
    dueAt: due.dueAt.toISOString(),
    late: due.late,
  };
}

/**
 * GET /rest-api/v2/account/checkout: the member's won and bought lots left to pay, each with its bill, and the sum
 * (`Cents`; the route answers it through checkoutViewSchema).
 */
export async function checkoutOverview(memberId: string, now = new Date()): Promise<CheckoutView> {
  const lots = (await purchasesDue(await getDb(), memberId, now)).map(checkoutLotView);
  return { lots, total: sum(lots.map((lot) => lot.total)) };
}

/**
 * POST /rest-api/v2/account/checkout: pay the chosen lots, once per Idempotency-Key (the member's row locked, a
 * replay answered with the first answer, bids' idempotency). Each lot must be the member's purchase (404) with
 * something left to pay (409 already_paid), and `amount` must be today's total (409 amount_changed, naming it). A
 * late lot's late fee is written to the ledger first. Then one payment for the sum: approved, the lots are paid and
 * their bills of sale issued in the same transaction (their e-mails after it commits); 3-D Secure and PayPal answer
 * `requires_action`; a decline is 402 payment_declined and charges nothing. An earlier payment of the same lots that
 * still waits for the member is canceled first, so a lot is never charged twice. By wire (`method: 'wire'`) the answer
 * is `pending` with the transfer's reference and bank details, and the lots are paid once finance records the money;
 * a wire for these lots of which part has arrived holds them (409 wire_partly_received), an untouched one is canceled
 * or, asked again for the same lots and total, answered again (wires/checkout-wires.ts).
 */
export async function payCheckout(
  memberId: string,
  input: CheckoutInput,
  idempotencyKey: string,
  origin: string,
  now = () => new Date(),
): Promise<Answer> {
  const { answer, result } = await idempotent(
    memberId,
    CHECKOUT_ROUTE,
    idempotencyKey,
    {
      lotIds: input.lotIds,
      amount: z.encode(checkoutSchema.def.shape.amount, input.amount),
      method: input.method,
      cardId: input.cardId ?? null,
    },
    async (tx): Promise<PaymentOutcome> => {
      const at = now();
      const bills = await purchasesOf(tx, memberId, at, input.lotIds);
      const shares: CheckoutShare[] = [];
      for (const lotId of input.lotIds) {
        const bill = bills.find((b) => b.lotId === lotId);
        if (!bill) {
          throw new ApiError(404, 'purchase_not_found', `Lot ${lotId} is not one of your purchases.`, {
            lotIds: 'purchaseNotFound',
          });
        }
        if (bill.totalCents <= 0) {
          throw new ApiError(409, 'already_paid', `Lot ${lotId} is already paid.`, { lotIds: 'alreadyPaid' });
        }
        shares.push({ lotId, cents: bill.totalCents });
      }
      const totalCents = sum(shares.map((s) => s.cents));
      if (input.amount !== totalCents) {
        throw new ApiError(
          409,
          'amount_changed',
          `The total is now ${formatUsd(totalCents)}. Check it and pay again.`,
          { amount: 'amountChanged' },
        );
      }
      const sameWire = await settleCheckoutWires(tx, memberId, {
        lotIds: input.lotIds,
        method: input.method,
        amountCents: totalCents,
        now: at,
      });
      if (sameWire) return (await paymentOf(tx, memberId, sameWire.id))!;
      await cancelWaitingPayments(tx, memberId, 'checkout', (payment) =>
        sharesOf(payment).some((s) => input.lotIds.includes(s.lotId)),
      );
      const late = bills.filter((b) => b.lateFeeDueCents > 0 && input.lotIds.includes(b.lotId));
      if (late.length > 0) {
        await tx
          .insert(transactions)
          .values(
            late.map((b) => ({
              memberId,
              kind: 'late-fee' as const,
              amountCents: LATE_PAYMENT_FEE_CENTS,
              status: 'pending' as const,
              lotId: b.lotId,
              description: `Late payment fee, lot ${b.lotId}`,
              idempotencyKey: `late-fee:${b.lotId}`,
              dueAt: b.dueAt,
              createdAt: at,
            })),
          )
          .onConflictDoNothing();
      }
      await chargeLateStorage(
        tx,
        memberId,
        bills.filter((b) => input.lotIds.includes(b.lotId)),
        at,
      );
      const outcome = await startPayment(tx, {
        memberId,
        purpose: 'checkout',
        amountCents: totalCents,
        method: input.method,
        cardId: input.cardId,
        idempotencyKey: `checkout:${idempotencyKey}`,
        locale: input.locale,
        origin,
        details: { lots: shares },
      });
      if (outcome.result.status === 'declined') throw declinedError(outcome.result, 402);
      return outcome;
    },
    (outcome) => z.encode(paymentResultSchema, outcome.result),
  );
  if (result) await runAfterCommit(result);
  return answer;
}
