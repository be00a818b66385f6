import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { formatUsd } from '@/lib/domain/format';
import type { Cents } from '@/lib/domain/money';
import { ApiError } from '../../http/api-error';
import { sharesOf } from '../purposes/checkout';
import type { PaymentRow } from '../purposes/purpose-handler';
import { OPEN_WIRE_STATUSES, totalsOr, wireFacts, wireTotalsOf } from './wire-facts';

/** The member's checkout wires still waiting for money that pay for any of `lotIds`, oldest first. */
async function openCheckoutWires(tx: Db, memberId: string, lotIds: readonly number[]): Promise<PaymentRow[]> {
  const open = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, 'checkout'),
        eq(payments.method, 'wire'),
        inArray(payments.status, [...OPEN_WIRE_STATUSES]),
      ),
    )
    .orderBy(payments.id)
    .for('update');
  return open.filter((payment) => sharesOf(payment).some((s) => lotIds.includes(s.lotId)));
}

const sameLots = (payment: PaymentRow, lotIds: readonly number[]) => {
  const paid = sharesOf(payment).map((s) => s.lotId);
  return paid.length === lotIds.length && lotIds.every((id) => paid.includes(id));
};

/**
 * Before a checkout of `lotIds` (checkout.ts), the member's wires for any of those lots that still wait: a wire of
 * which part has arrived holds its lots (409 `wire_partly_received`, naming the reference and what is left to send,
 * before anything is written); an untouched wire for exactly these lots and this amount is the answer again when the
 * member asks for a wire a second time (one reference, not two); any other untouched wire is canceled, so a lot is
 * never paid twice (money that still arrives for it is credited to the member: record-wire.ts). Answers the payment
 * to answer with, or null to go on with a new one.
 */
export async function settleCheckoutWires(
  tx: Db,
  memberId: string,
  {
    lotIds,
    method,
    amountCents,
    now,
  }: { lotIds: readonly number[]; method: string; amountCents: Cents; now: Date },
): Promise<PaymentRow | null> {
  const open = await openCheckoutWires(tx, memberId, lotIds);
  const started = open.filter((p) => p.status === 'partly_paid');
  if (started.length > 0) {
    const totals = await wireTotalsOf(
      tx,
      started.map((p) => p.id),
    );
    const first = started[0]!;
    const facts = wireFacts(first, totalsOr(totals.get(first.id)));
    throw new ApiError(
      409,
      'wire_partly_received',
      `Part of wire transfer ${facts.reference} for these lots has arrived: send the ${formatUsd(facts.outstanding)} ` +
        'still outstanding with the same reference.',
    );
  }
  const again = open.find((p) => method === 'wire' && p.amountCents === amountCents && sameLots(p, lotIds));
  if (again) return again;
  for (const payment of open) {
    await tx
      .update(payments)
      .set({ status: 'canceled', completedAt: now })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
  }
  return null;
}
