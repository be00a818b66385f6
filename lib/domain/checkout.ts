import { LATE_PAYMENT_FEE_CENTS } from './business-rules';

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
  cents: number;
}

export interface CheckoutLine {
  lotId: number;
  bidCents: number;
  buyerFeeCents: number;
  documentationFeeCents: number;
  /** Gate, environmental and storage fees. */
  otherFeesCents: number;
  /** The late fee charged, or due now because the deadline has passed (counted once). */
  lateFeeCents: number;
  /** The part of `lateFeeCents` not yet in the ledger (due now, written when the member pays). */
  lateFeeDueCents: number;
  /** What was paid against the lot already (positive). */
  paidCents: number;
  /** What is left to pay now: the charges, the late fee if due, minus what was paid. */
  totalCents: number;
  dueAt: Date;
  late: boolean;
}

/** True once the payment deadline has passed (the due instant itself is still on time). */
export function isLate(dueAt: Date, now: Date): boolean {
  return now.getTime() > dueAt.getTime();
}

/** The late fee to add now: LATE_PAYMENT_FEE_CENTS once the deadline has passed, unless it is charged already. */
export function lateFeeDue(dueAt: Date, now: Date, lateFeeCharged: boolean): number {
  return isLate(dueAt, now) && !lateFeeCharged ? LATE_PAYMENT_FEE_CENTS : 0;
}

const sum = (lines: LedgerLine[], kinds: readonly string[]) =>
  lines.filter((l) => kinds.includes(l.kind)).reduce((total, l) => total + l.cents, 0);

/**
 * One lot's bill at `now`: bid + buyer fee + documentation fee + other fees (+ late fee once late) - paid. A lot whose
 * total is 0 (or less) is paid.
 */
export function checkoutLine(lotId: number, lines: LedgerLine[], dueAt: Date, now: Date): CheckoutLine {
  const paidCents = -sum(lines, ['payment']);
  const bidCents = sum(lines, ['purchase']);
  const buyerFeeCents = sum(lines, ['buyer-fee']);
  const documentationFeeCents = sum(lines, ['documentation-fee']);
  const otherFeesCents = sum(lines, ['gate-fee', 'environmental-fee', 'storage-fee']);
  const charged = sum(lines, ['late-fee']);
  const owedBefore = bidCents + buyerFeeCents + documentationFeeCents + otherFeesCents + charged - paidCents;
  // A lot paid in full owes no late fee, however late it is now.
  const lateFeeDueCents =
    owedBefore > 0
      ? lateFeeDue(
          dueAt,
          now,
          lines.some((l) => l.kind === 'late-fee'),
        )
      : 0;
  const lateFeeCents = charged + lateFeeDueCents;
  const charges = bidCents + buyerFeeCents + documentationFeeCents + otherFeesCents + lateFeeCents;
  return {
    lotId,
    bidCents,
    buyerFeeCents,
    documentationFeeCents,
    otherFeesCents,
    lateFeeCents,
    lateFeeDueCents,
    paidCents,
    totalCents: charges - paidCents,
    dueAt,
    late: owedBefore > 0 && isLate(dueAt, now),
  };
}
