import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { deposits, transactions } from '@/lib/db/schema';
import { negate } from '@/lib/domain/money';
import { refundPayment } from './payments';

export type DepositRow = typeof deposits.$inferSelect;

/** The refund's ledger row once paid out: completed, or pending while a bank transfer is on its way. */
export interface PaidOut {
  transactionId: number;
  completed: boolean;
}

/**
 * Pays a deposit back, in the caller's transaction (the member's row locked by it), once the rules let the refund
 * through and, with REFUNDS_NEED_APPROVAL, finance approved it. A deposit paid through a gateway (card, PayPal) is
 * paid back through it (payments.refundPayment: the deposit purpose marks it refunded and writes the deposit-refund
 * ledger row). A demo deposit (no money moved) is refunded in the ledger alone; a wire deposit (a wire of its own, or
 * a wire's credit) is released and its refund stays pending (a ledger row to complete) until the bank transfer goes out.
 */
export async function payOutDeposit(
  tx: Db,
  memberId: string,
  deposit: DepositRow,
  now: Date,
): Promise<PaidOut> {
  let ledgerKey: string;
  if (deposit.paymentId !== null && deposit.method !== 'wire') {
    await refundPayment(tx, { memberId, paymentId: deposit.paymentId });
    ledgerKey = `payment:${deposit.paymentId}:refund`;
  } else {
    const wire = deposit.method === 'wire';
    ledgerKey = `deposit:${deposit.id}:refund`;
    await tx
      .update(deposits)
      .set({ status: wire ? 'released' : 'refunded', updatedAt: now })
      .where(eq(deposits.id, deposit.id));
    await tx.insert(transactions).values({
      memberId,
      kind: 'deposit-refund',
      amountCents: negate(deposit.amountCents),
      status: wire ? 'pending' : 'completed',
      depositId: deposit.id,
      description: wire ? 'Deposit refund by bank transfer' : 'Deposit refund',
      idempotencyKey: ledgerKey,
      createdAt: now,
    });
  }
  const [row] = await tx
    .select({ id: transactions.id, status: transactions.status })
    .from(transactions)
    .where(and(eq(transactions.memberId, memberId), eq(transactions.idempotencyKey, ledgerKey)));
  if (!row) throw new Error(`deposit ${deposit.id} refunded without its ledger row`);
  return { transactionId: row.id, completed: row.status === 'completed' };
}
