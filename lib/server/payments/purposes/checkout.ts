import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import { PURCHASE_CHARGE_KINDS } from '@/lib/domain/checkout';
import { formatUsd } from '@/lib/domain/format';
import type { Locale } from '@/lib/domain/locales';
import { add, negate, subtract, type Cents } from '@/lib/domain/money';
import { issueBillOfSale } from '../../documents/issue-bill-of-sale';
import { ApiError } from '../../http/api-error';
import { purchasesOf } from '../purchases-due';
import type { AfterCommit, PaymentRow, PurposeHandler } from './purpose-handler';

/** What a checkout payment pays: each lot with the amount it settles (set by checkout.ts when the payment starts). */
export interface CheckoutShare {
  lotId: number;
  cents: Cents;
}

export const sharesOf = (payment: PaymentRow): CheckoutShare[] =>
  (payment.details.lots as CheckoutShare[] | undefined) ?? [];

/**
 * Paying won and bought lots. Once approved, in the approving transaction, each lot gets a `payment` row (negative:
 * it settles the lot's charges), its charge rows turn completed, and its bill of sale is issued; the signing e-mails go
 * out after the commit. A lot whose bill changed since the payment started (paid by another payment meanwhile) stops
 * the approval with 409 already_paid, so a lot is never paid twice.
 */
export const checkoutPurpose: PurposeHandler = {
  purpose: 'checkout',
  declineStatus: 402,
  pagePath: () => '/myaccount/checkout',
  description: (payment) => {
    const ids = sharesOf(payment).map((s) => s.lotId);
    return `SalvageLane purchase of lot${ids.length === 1 ? '' : 's'} ${ids.join(', ')}, ${formatUsd(payment.amountCents)}`;
  },

  async onApproved(tx, payment) {
    const now = new Date();
    const shares = sharesOf(payment);
    const bills = await purchasesOf(
      tx,
      payment.memberId,
      now,
      shares.map((s) => s.lotId),
    );
    const mails: AfterCommit[] = [];
    for (const share of shares) {
      const bill = bills.find((b) => b.lotId === share.lotId);
      // What the ledger says is owed (a late fee or storage that fell due after the payment started is not asked for).
      if (
        !bill ||
        subtract(bill.totalCents, add(bill.lateFeeDueCents, bill.storageDueCents)) !== share.cents
      ) {
        throw ApiError.conflict('already_paid', `Lot ${share.lotId} is already paid or its total changed.`);
      }
      const [paid] = await tx
        .insert(transactions)
        .values({
          memberId: payment.memberId,
          kind: 'payment',
          amountCents: negate(share.cents),
          status: 'completed',
          lotId: share.lotId,
          description: `Payment, lot ${share.lotId}`,
          gatewayRef: payment.gatewayRef,
          idempotencyKey: `payment:${payment.id}:lot:${share.lotId}`,
          createdAt: now,
        })
        .returning({ id: transactions.id });
      await settleCharges(tx, payment.memberId, share.lotId, 'completed');
      const issued = await issueBillOfSale(tx, {
        memberId: payment.memberId,
        lotId: share.lotId,
        transactionId: paid!.id,
        now,
        locale: (payment.details.locale as Locale | undefined) ?? 'en',
      });
      mails.push(issued.sendMail);
    }
    return async () => {
      for (const send of mails) await send();
    };
  },

  /** A refunded checkout (the sale undone): the lots' charges are voided and each payment row is reversed. */
  async onRefunded(tx, payment) {
    for (const share of sharesOf(payment)) {
      await settleCharges(tx, payment.memberId, share.lotId, 'void');
      await tx.insert(transactions).values({
        memberId: payment.memberId,
        kind: 'payment',
        amountCents: share.cents,
        status: 'completed',
        lotId: share.lotId,
        description: `Refund, lot ${share.lotId}`,
        gatewayRef: payment.gatewayRef,
        idempotencyKey: `payment:${payment.id}:refund:lot:${share.lotId}`,
      });
    }
  },

  async present(_tx, payment) {
    return { paidLotIds: sharesOf(payment).map((s) => s.lotId) };
  },
};

/** The lot's charge rows marked paid (completed) or voided. */
async function settleCharges(tx: Db, memberId: string, lotId: number, status: 'completed' | 'void') {
  await tx
    .update(transactions)
    .set({ status })
    .where(
      and(
        eq(transactions.memberId, memberId),
        eq(transactions.lotId, lotId),
        inArray(transactions.kind, [...PURCHASE_CHARGE_KINDS]),
        inArray(transactions.status, status === 'void' ? ['pending', 'completed'] : ['pending']),
      ),
    );
}
