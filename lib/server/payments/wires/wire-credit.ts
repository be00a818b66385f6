import 'server-only';
import type { Db } from '@/lib/db/client';
import { deposits, transactions } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';

/**
 * Money a member wired beyond what their payment asked (an over-payment, or a wire for a payment that no longer
 * waits) becomes theirs as a held wire deposit, in the recording transaction: a `deposits` row (method wire, held) and
 * its `deposit` ledger row, so it raises buying power at once and the member can ask for it back like any deposit
 * (the refunds flow: a wire deposit is paid back by bank transfer). Answers the deposit's id.
 */
export async function creditWire(
  tx: Db,
  {
    memberId,
    amountCents,
    reference,
    now,
  }: { memberId: string; amountCents: Cents; reference: string; now: Date },
): Promise<number> {
  const [deposit] = await tx
    .insert(deposits)
    .values({
      memberId,
      amountCents,
      status: 'held',
      method: 'wire',
      gatewayRef: reference,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: deposits.id });
  await tx.insert(transactions).values({
    memberId,
    kind: 'deposit',
    amountCents,
    status: 'completed',
    depositId: deposit!.id,
    description: `Wire credit (${reference})`,
    gatewayRef: reference,
    idempotencyKey: `wire-credit:${deposit!.id}`,
    createdAt: now,
  });
  return deposit!.id;
}
