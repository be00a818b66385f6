import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { payments } from '@/lib/db/schema';
import type { Cents } from '@/lib/domain/money';
import type { WireFacts } from '@/lib/schemas/payments';
import { sharesOf } from '../purposes/checkout';
import type { PaymentPurpose } from '../purposes/purpose-handler';
import { OPEN_WIRE_STATUSES, totalsOr, wireFacts, wireTotalsOf } from './wire-facts';

/** A wire the member still owes money on, as their deposit and checkout pages show it. */
export interface OpenWire {
  paymentId: number;
  amountCents: Cents;
  status: 'pending' | 'partly_paid';
  createdAt: Date;
  /** The lots a checkout wire pays for (empty for a deposit). */
  lotIds: number[];
  wire: WireFacts;
}

/** The member's wires of `purpose` that wait for money (pending or partly received), newest first. */
export async function openWires(memberId: string, purpose: PaymentPurpose): Promise<OpenWire[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.memberId, memberId),
        eq(payments.purpose, purpose),
        eq(payments.method, 'wire'),
        inArray(payments.status, [...OPEN_WIRE_STATUSES]),
      ),
    )
    .orderBy(desc(payments.id));
  const totals = await wireTotalsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    paymentId: row.id,
    amountCents: row.amountCents,
    status: row.status as OpenWire['status'],
    createdAt: row.createdAt,
    lotIds: sharesOf(row).map((s) => s.lotId),
    wire: wireFacts(row, totalsOr(totals.get(row.id))),
  }));
}
