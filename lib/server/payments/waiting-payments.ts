import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { cancelPayment } from './payments';
import type { PaymentPurpose, PaymentRow } from './purposes/purpose-handler';

/**
 * Cancels the member's payments of `purpose` that still wait for them (a 3-D Secure challenge or PayPal approval left
 * open) and pay for the same thing as a new attempt (`overlaps`), releasing their holds, so two attempts for one
 * thing can never both be captured. A PayPal order approved later is then answered as canceled and not captured.
 */
export async function cancelWaitingPayments(
  tx: Db,
  memberId: string,
  purpose: PaymentPurpose,
  overlaps: (payment: PaymentRow) => boolean,
): Promise<void> {
  const waiting = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, purpose),
        eq(payments.status, 'requires_action'),
      ),
    );
  for (const payment of waiting.filter(overlaps)) {
    await cancelPayment(tx, { memberId, paymentId: payment.id });
  }
}
