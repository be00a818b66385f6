import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, transactions } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import { negate, type Cents } from '@/lib/domain/money';
import { buyingPower } from '../../bids/buying-power';
import type { PaymentRow, PurposeHandler } from './purpose-handler';

/**
 * A deposit: once approved it is a `deposits` row, status held, and a `deposit` row of the ledger (positive: the
 * member holds more), so buying power rises at once (10 x, lib/server/bids/buying-power). One deposit per payment
 * (unique payment_id) and one ledger row per payment (its idempotency key `payment:{id}`).
 */
export const depositPurpose: PurposeHandler = {
  purpose: 'deposit',
  pagePath: () => '/myaccount/bidding-limit/payment',
  description: (payment) => `SalvageLane deposit of ${formatUsd(payment.amountCents)}`,

  async onApproved(tx, payment) {
    const [deposit] = await tx
      .insert(deposits)
      .values({
        memberId: payment.memberId,
        amountCents: payment.amountCents,
        status: 'held',
        method: payment.method,
        gatewayRef: payment.gatewayRef,
        paymentId: payment.id,
      })
      .returning({ id: deposits.id });
    await tx.insert(transactions).values({
      memberId: payment.memberId,
      kind: 'deposit',
      amountCents: payment.amountCents,
      status: 'completed',
      depositId: deposit!.id,
      description: 'Deposit',
      gatewayRef: payment.gatewayRef,
      idempotencyKey: `payment:${payment.id}`,
    });
  },

  async onRefunded(tx: Db, payment: PaymentRow, amountCents: Cents) {
    const [deposit] = await tx
      .update(deposits)
      .set({ status: 'refunded' })
      .where(eq(deposits.paymentId, payment.id))
      .returning({ id: deposits.id });
    await tx.insert(transactions).values({
      memberId: payment.memberId,
      kind: 'deposit-refund',
      amountCents: negate(amountCents),
      status: 'completed',
      depositId: deposit?.id ?? null,
      description: 'Deposit refund',
      gatewayRef: payment.gatewayRef,
      idempotencyKey: `payment:${payment.id}:refund`,
    });
  },

  async present(tx, payment) {
    const power = await buyingPower(tx, payment.memberId);
    return { buyingPower: power.limitCents, availableBuyingPower: power.availableCents };
  },
};
