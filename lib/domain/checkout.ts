import { LATE_PAYMENT_FEE_CENTS } from './business-rules';
import { add, cents, max, subtract, sum as sumOf, ZERO_CENTS, type Cents } from './money';

/**
 * What a member owes for one won or bought lot, from their ledger rows for it (lib/db/schema/money.ts
 * `transactions`): charges are positive (the price, the buyer fee of their tier, the documentation fee, the other
 * fees, a late fee), payments negative. Pure: the checkout page, the checkout API and the tests share it.
 */
export const PURCHASE_CHARGE_KINDS = [
  'purchase',
  'buyer-fee',
  'documentation-fee',
  'gate-fee',
  'environmental-fee',
  'late-fee',
  'storage-fee',
] as const;
export type PurchaseChargeKind = (typeof PURCHASE_CHARGE_KINDS)[number];
/** Every ledger kind that belongs to a lot's bill: its charges and the payments against them. */
export const PURCHASE_LEDGER_KINDS = [...PURCHASE_CHARGE_KINDS, 'payment'] as const;

export interface LedgerLine {
  kind: string;
  cents: Cents;
}

export interface CheckoutLine {
  lotId: number;
  bidCents: Cents;
  buyerFeeCents: Cents;
  documentationFeeCents: Cents;
  /** Gate and environmental fees. */
  otherFeesCents: Cents;
  /** Storage charged (the ledger's storage-fee rows) plus `storageDueCents`. */
  storageFeeCents: Cents;
  /** Storage accrued while the lot was unpaid past its free days and not yet in the ledger (written when paid). */
  storageDueCents: Cents;
  /** The late fee charged, or due now because the deadline has passed (counted once). */
  lateFeeCents: Cents;
  /** The part of `lateFeeCents` not yet in the ledger (due now, written when the member pays). */
  lateFeeDueCents: Cents;
  /** What was paid against the lot already (positive). */
  paidCents: Cents;
  /** What is left to pay now: the charges, the late fee if due, minus what was paid. */
  totalCents: Cents;
  dueAt: Date;
  late: boolean;
}

/** True once the payment deadline has passed (the due instant itself is still on time). */
export function isLate(dueAt: Date, now: Date): boolean {
  return now.getTime() > dueAt.getTime();
}

/** The late fee to add now: LATE_PAYMENT_FEE_CENTS once the deadline has passed, unless it is charged already. */
export function lateFeeDue(dueAt: Date, now: Date, lateFeeCharged: boolean): Cents {
  return isLate(dueAt, now) && !lateFeeCharged ? LATE_PAYMENT_FEE_CENTS : ZERO_CENTS;
}

const sum = (lines: LedgerLine[], kinds: readonly string[]): Cents =>
  sumOf(lines.filter((l) => kinds.includes(l.kind)).map((l) => l.cents));

/**
 * One lot's bill at `now`: bid + buyer fee + documentation fee + other fees + storage (+ late fee once late) - paid. A
 * lot whose total is 0 (or less) is paid. `storageAccruedCents` is the storage the lot has accrued by now
 * (lib/domain/storage-clock): while the purchase is unpaid, what of it the ledger does not charge yet is due with it.
 * A storage invoice on a paid lot (the pickup's) is owed on its own: it brings no late fee.
 */
export function checkoutLine(
  lotId: number,
  lines: LedgerLine[],
  dueAt: Date,
  now: Date,
  storageAccruedCents: Cents = ZERO_CENTS,
): CheckoutLine {
  const paidCents = cents(-sum(lines, ['payment']));
  const bidCents = sum(lines, ['purchase']);
  const buyerFeeCents = sum(lines, ['buyer-fee']);
  const documentationFeeCents = sum(lines, ['documentation-fee']);
  const otherFeesCents = sum(lines, ['gate-fee', 'environmental-fee']);
  const storageChargedCents = sum(lines, ['storage-fee']);
  const charged = sum(lines, ['late-fee']);
  // What the purchase itself still owes: storage charged is paid with it or on its own invoice.
  const owedBefore = subtract(
    sumOf([bidCents, buyerFeeCents, documentationFeeCents, otherFeesCents, charged]),
    paidCents,
  );
  const storageDueCents =
    owedBefore > 0 ? max(ZERO_CENTS, subtract(storageAccruedCents, storageChargedCents)) : ZERO_CENTS;
  const storageFeeCents = add(storageChargedCents, storageDueCents);
  // A lot paid in full owes no late fee, however late it is now.
  const lateFeeDueCents =
    owedBefore > 0
      ? lateFeeDue(
          dueAt,
          now,
          lines.some((l) => l.kind === 'late-fee'),
        )
      : ZERO_CENTS;
  const lateFeeCents = add(charged, lateFeeDueCents);
  const charges = sumOf([
    bidCents,
    buyerFeeCents,
    documentationFeeCents,
    otherFeesCents,
    storageFeeCents,
    lateFeeCents,
  ]);
  return {
    lotId,
    bidCents,
    buyerFeeCents,
    documentationFeeCents,
    otherFeesCents,
    storageFeeCents,
    storageDueCents,
    lateFeeCents,
    lateFeeDueCents,
    paidCents,
    totalCents: subtract(charges, paidCents),
    dueAt,
    late: owedBefore > 0 && isLate(dueAt, now),
  };
}
