import 'server-only';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  branches,
  lotHandovers,
  lots,
  members,
  storageDelays,
  transactions,
  type LotHandover,
  type StorageDelayRow,
} from '@/lib/db/schema';
import { PURCHASE_LEDGER_KINDS } from '@/lib/domain/checkout';
import { lotPathOf } from '@/lib/domain/lot-route';
import { sum, type Cents } from '@/lib/domain/money';
import { settledAt } from '@/lib/domain/purchase-settled';
import { storageStatement, type StorageStatement } from '@/lib/domain/storage-clock';

/** Everything the handover of one sold lot is derived from: the purchase, its ledger, the yard, the handover row. */
export interface HandoverFacts {
  lotId: number;
  /** The buyer: the member whose ledger holds the lot's purchase. */
  memberId: string;
  buyer: { email: string; name: string };
  lot: { stockNumber: string; vin: string; vehicle: string; path: string };
  branch: {
    name: string;
    street: string | null;
    city: string;
    state: string;
    zip: string;
    timeZone: string;
    pickupHours: string;
  };
  purchasedAt: Date;
  dueAt: Date;
  /** When the lot was paid (lib/domain/purchase-settled); null while unpaid. */
  paidAt: Date | null;
  /** The storage the ledger charges for the lot, and whether the pickup's invoice row is paid. */
  storageChargedCents: Cents;
  storageInvoicePaid: boolean;
  /** The handover row; null while nobody has touched the lot's handover (title awaiting, nothing issued). */
  row: LotHandover | null;
  /** The e-mail of the staff member who released the vehicle. */
  pickedUpBy: string | null;
  delays: StorageDelayRow[];
}

/** The ledger statuses that count (a voided or failed row moved nothing). */
const COUNTED = notInArray(transactions.status, ['void', 'failed']);

/**
 * The facts of the sold lots `lotIds` (only the member's own with `memberId`): a lot without a purchase that counts
 * (never sold, or its sale undone) has none. A lot sold twice (its first sale undone) belongs to its last buyer.
 */
export async function handoverFacts(
  db: Db,
  lotIds: readonly number[],
  { memberId }: { memberId?: string } = {},
): Promise<HandoverFacts[]> {
  if (lotIds.length === 0) return [];
  const purchaseRows = await db
    .select({
      lotId: transactions.lotId,
      memberId: transactions.memberId,
      createdAt: transactions.createdAt,
      dueAt: transactions.dueAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.kind, 'purchase'),
        COUNTED,
        inArray(transactions.lotId, [...lotIds]),
        memberId === undefined ? undefined : eq(transactions.memberId, memberId),
      ),
    )
    .orderBy(desc(transactions.id));
  const purchases = new Map<number, (typeof purchaseRows)[number]>();
  for (const row of purchaseRows) if (!purchases.has(row.lotId!)) purchases.set(row.lotId!, row);
  const ids = [...purchases.keys()];
  if (ids.length === 0) return [];

  const buyerIds = [...new Set([...purchases.values()].map((p) => p.memberId))];
  const [ledger, lotRows, buyers, rows, delays] = await Promise.all([
    db
      .select({
        id: transactions.id,
        lotId: transactions.lotId,
        memberId: transactions.memberId,
        kind: transactions.kind,
        cents: transactions.amountCents,
        status: transactions.status,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(
        and(
          inArray(transactions.lotId, ids),
          inArray(transactions.kind, [...PURCHASE_LEDGER_KINDS]),
          COUNTED,
        ),
      )
      .orderBy(transactions.id),
    db
      .select({
        id: lots.id,
        stockNumber: lots.stockNumber,
        vin: lots.vin,
        year: lots.year,
        make: lots.make,
        model: lots.model,
        trim: lots.trim,
        branch: {
          name: branches.name,
          street: branches.street,
          city: branches.city,
          state: branches.state,
          zip: branches.zip,
          timeZone: branches.timeZone,
          pickupHours: branches.pickupHours,
        },
      })
      .from(lots)
      .innerJoin(branches, eq(branches.id, lots.branchId))
      .where(inArray(lots.id, ids)),
    db
      .select({
        id: members.id,
        email: members.email,
        firstName: members.firstName,
        lastName: members.lastName,
      })
      .from(members)
      .where(inArray(members.id, buyerIds)),
    db
      .select({ row: lotHandovers, pickedUpBy: members.email })
      .from(lotHandovers)
      .leftJoin(members, eq(members.id, lotHandovers.pickedUpBy))
      .where(inArray(lotHandovers.lotId, ids)),
    db.select().from(storageDelays).where(inArray(storageDelays.lotId, ids)).orderBy(storageDelays.id),
  ]);
  const lotById = new Map(lotRows.map((lot) => [lot.id, lot]));
  const buyerById = new Map(buyers.map((b) => [b.id, b]));
  const rowById = new Map(rows.map((r) => [r.row.lotId, r]));
  return lotIds.flatMap((lotId): HandoverFacts[] => {
    const purchase = purchases.get(lotId);
    const lot = lotById.get(lotId);
    const buyer = purchase && buyerById.get(purchase.memberId);
    if (!purchase || !lot || !buyer) return [];
    const lines = ledger.filter((l) => l.lotId === lotId && l.memberId === purchase.memberId);
    const storage = lines.filter((l) => l.kind === 'storage-fee');
    const row = rowById.get(lotId)?.row ?? null;
    const invoice = storage.find((l) => l.id === row?.storageTransactionId);
    return [
      {
        lotId,
        memberId: purchase.memberId,
        buyer: { email: buyer.email, name: [buyer.firstName, buyer.lastName].filter(Boolean).join(' ') },
        lot: {
          stockNumber: lot.stockNumber,
          vin: lot.vin,
          vehicle: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
          path: lotPathOf(lot),
        },
        branch: lot.branch,
        purchasedAt: purchase.createdAt,
        dueAt: purchase.dueAt ?? purchase.createdAt,
        paidAt: settledAt(lines),
        storageChargedCents: sum(storage.map((l) => l.cents)),
        storageInvoicePaid: invoice?.status === 'completed',
        row,
        pickedUpBy: rowById.get(lotId)?.pickedUpBy ?? null,
        delays: delays.filter((d) => d.lotId === lotId),
      },
    ];
  });
}

/** The lot's storage at `now` (lib/domain/storage-clock), from its facts. */
export function storageOf(facts: HandoverFacts, now: Date): StorageStatement {
  return storageStatement({
    paidAt: facts.paidAt,
    dueAt: facts.dueAt,
    pickedUpAt: facts.row?.pickedUpAt ?? null,
    now,
    timeZone: facts.branch.timeZone,
    delays: facts.delays.map((d) => ({ from: d.fromDay, to: d.toDay, days: d.days })),
    chargedCents: facts.storageChargedCents,
    shiftDays: facts.row?.demoClockDays ?? 0,
  });
}
