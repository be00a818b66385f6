import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { wireReceipts } from '@/lib/db/schema';
import { WIRE_BANK_DETAILS } from '@/lib/domain/business-rules';
import { add, cents, ZERO_CENTS, type Cents } from '@/lib/domain/money';
import { outstandingOf, type WireStanding } from '@/lib/domain/wire-application';
import type { WireFacts } from '@/lib/schemas/payments';
import type { PaymentRow } from '../purposes/purpose-handler';

/** The statuses of a wire payment that still waits for money. */
export const OPEN_WIRE_STATUSES = ['pending', 'partly_paid'] as const;

/** What the receipts of one payment add up to. */
export interface WireTotals {
  /** Applied to the payment. */
  appliedCents: Cents;
  /** Credited to the member (over-payments, money after the payment closed). */
  creditCents: Cents;
}

const NONE: WireTotals = { appliedCents: ZERO_CENTS, creditCents: ZERO_CENTS };

/** The receipts' sums of each payment (payments without receipts are left out: NONE). */
export async function wireTotalsOf(db: Db, paymentIds: readonly number[]): Promise<Map<number, WireTotals>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({
      paymentId: wireReceipts.paymentId,
      applied: sql<string>`sum(${wireReceipts.appliedCents})`,
      credit: sql<string>`sum(${wireReceipts.creditCents})`,
    })
    .from(wireReceipts)
    .where(inArray(wireReceipts.paymentId, [...paymentIds]))
    .groupBy(wireReceipts.paymentId);
  return new Map(
    rows.map((r) => [
      r.paymentId,
      { appliedCents: cents(Number(r.applied)), creditCents: cents(Number(r.credit)) },
    ]),
  );
}

export const totalsOr = (found: WireTotals | undefined): WireTotals => found ?? NONE;

/** The payment as splitWire sees it. */
export function wireStandingOf(payment: PaymentRow, totals: WireTotals): WireStanding {
  return {
    amountCents: payment.amountCents,
    appliedCents: totals.appliedCents,
    open: (OPEN_WIRE_STATUSES as readonly string[]).includes(payment.status),
  };
}

/** A wire payment's facts for its owner and for finance: reference, bank details, received, outstanding, excess. */
export function wireFacts(payment: PaymentRow, totals: WireTotals): WireFacts {
  return {
    reference: payment.gatewayRef ?? '',
    purpose: payment.purpose,
    received: add(totals.appliedCents, totals.creditCents),
    outstanding: outstandingOf(wireStandingOf(payment, totals)),
    excess: totals.creditCents,
    bank: { ...WIRE_BANK_DETAILS },
  };
}

/** The facts of one wire payment, read from its receipts. */
export async function wireFactsOf(db: Db, payment: PaymentRow): Promise<WireFacts> {
  return wireFacts(payment, totalsOr((await wireTotalsOf(db, [payment.id])).get(payment.id)));
}
