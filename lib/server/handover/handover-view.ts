import 'server-only';
import { STORAGE_FEE_PER_DAY_CENTS } from '@/lib/domain/business-rules';
import { cents } from '@/lib/domain/money';
import { TITLE_STEPS, type TitleStep } from '@/lib/domain/title-progress';
import type { AdminHandover, HandoverView } from '@/lib/schemas/handover';
import { storageOf, type HandoverFacts } from './handover-facts';

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** When the title reached `step` (the first step: when the lot was sold). */
function reachedAt(facts: HandoverFacts, step: TitleStep): Date | null {
  const row = facts.row;
  switch (step) {
    case 'awaiting-seller':
      return facts.purchasedAt;
    case 'received':
      return row?.titleReceivedAt ?? null;
    case 'processing':
      return row?.titleProcessingAt ?? null;
    case 'mailed':
      return row?.titleMailedAt ?? null;
    case 'delivered':
      return row?.titleDeliveredAt ?? null;
  }
}

/** The yard's address as lines: the street when known, then city, state and ZIP. */
export function yardAddress(branch: HandoverFacts['branch']): string[] {
  return [branch.street, `${branch.city}, ${branch.state} ${branch.zip}`].filter((l): l is string => !!l);
}

/** The handover as its buyer reads it, at `now`. */
export function handoverView(facts: HandoverFacts, now: Date): HandoverView {
  const row = facts.row;
  const storage = storageOf(facts, now);
  return {
    lotId: facts.lotId,
    vehicle: facts.lot.vehicle,
    stockNumber: facts.lot.stockNumber,
    vin: facts.lot.vin,
    titleStep: row?.titleStep ?? 'awaiting-seller',
    titleSteps: TITLE_STEPS.map((step) => ({ step, at: iso(reachedAt(facts, step)) })),
    carrier: row?.carrier ?? null,
    trackingNumber: row?.trackingNumber ?? null,
    paid: facts.paidAt !== null,
    paidAt: iso(facts.paidAt),
    yard: {
      name: facts.branch.name,
      address: yardAddress(facts.branch),
      hours: facts.branch.pickupHours,
      timeZone: facts.branch.timeZone,
    },
    storage: {
      startDay: storage.startDay,
      lastFreeDay: storage.lastFreeDay,
      throughDay: storage.throughDay,
      chargeableDays: storage.chargeableDays,
      perDay: STORAGE_FEE_PER_DAY_CENTS,
      accrued: storage.accruedCents,
      charged: storage.chargedCents,
      uncharged: storage.unchargedCents,
    },
    delays: facts.delays.map((d) => ({
      id: d.id,
      cause: d.cause,
      from: d.fromDay,
      to: d.toDay,
      days: d.days,
      reason: d.reason,
      recordedAt: d.createdAt.toISOString(),
    })),
    pickedUpAt: iso(row?.pickedUpAt),
    storageInvoice:
      row?.pickedUpAt != null
        ? {
            days: row.storageInvoiceDays ?? 0,
            amount: row.storageInvoiceCents ?? cents(0),
            paid: row.storageTransactionId === null || facts.storageInvoicePaid,
          }
        : null,
    gatePassAvailable: facts.paidAt !== null && row?.pickedUpAt == null,
  };
}

/** The same for staff: the buyer, the gate pass's code, who released the vehicle. */
export function adminHandoverView(facts: HandoverFacts, now: Date): AdminHandover {
  return {
    ...handoverView(facts, now),
    buyer: { id: facts.memberId, email: facts.buyer.email, name: facts.buyer.name },
    gatePassCode: facts.row?.gatePassCode ?? null,
    pickedUpBy: facts.pickedUpBy,
    demoClockDays: facts.row?.demoClockDays ?? 0,
  };
}
