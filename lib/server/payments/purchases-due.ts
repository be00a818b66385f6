import 'server-only';
import { and, eq, inArray, isNotNull, notInArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots, transactions } from '@/lib/db/schema';
import { checkoutLine, PURCHASE_LEDGER_KINDS, type CheckoutLine } from '@/lib/domain/checkout';
import { lotPathOf } from '@/lib/domain/lot-route';
import { storageAccrued } from '../handover/member-handover';

/** A won or bought lot with what is left to pay for it (lib/domain/checkout). */
export interface PurchaseDue extends CheckoutLine {
  title: string;
  path: string;
  stockNumber: string;
  /** How the member got it: won at the end of a sale, or bought now. */
  how: 'won' | 'bought-now';
}

/** The ledger statuses that count (a voided or failed row moved nothing). */
const COUNTED = notInArray(transactions.status, ['void', 'failed']);

/**
 * The member's purchases (every lot with a `purchase` row in their ledger, or only `lotIds`), each with its bill at
 * `now` derived from the ledger rows of the lot: charges minus payments, plus the late fee once past due. Paid lots
 * are included with a total of 0; callers filter.
 */
export async function purchasesOf(
  db: Db,
  memberId: string,
  now: Date,
  lotIds?: readonly number[],
): Promise<PurchaseDue[]> {
  if (lotIds && lotIds.length === 0) return [];
  const rows = await db
    .select({
      lotId: transactions.lotId,
      kind: transactions.kind,
      cents: transactions.amountCents,
      dueAt: transactions.dueAt,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.memberId, memberId),
        isNotNull(transactions.lotId),
        inArray(transactions.kind, [...PURCHASE_LEDGER_KINDS]),
        COUNTED,
        lotIds ? inArray(transactions.lotId, [...lotIds]) : undefined,
      ),
    )
    .orderBy(transactions.id);
  const byLot = new Map<number, typeof rows>();
  for (const row of rows) byLot.set(row.lotId!, [...(byLot.get(row.lotId!) ?? []), row]);
  const purchased = [...byLot.entries()].filter(([, lines]) => lines.some((l) => l.kind === 'purchase'));
  if (purchased.length === 0) return [];
  const lotRows = await db
    .select({
      id: lots.id,
      year: lots.year,
      make: lots.make,
      model: lots.model,
      trim: lots.trim,
      stockNumber: lots.stockNumber,
      status: lots.status,
    })
    .from(lots)
    .where(
      inArray(
        lots.id,
        purchased.map(([id]) => id),
      ),
    );
  const lotById = new Map(lotRows.map((lot) => [lot.id, lot]));
  // Storage accrued by now: a lot paid late owes the days past its free ones with it (lib/domain/checkout).
  const storage = await storageAccrued(
    db,
    memberId,
    purchased.map(([id]) => id),
    now,
  );
  return purchased.map(([lotId, lines]) => {
    const lot = lotById.get(lotId)!;
    const purchase = lines.find((l) => l.kind === 'purchase')!;
    const dueAt = purchase.dueAt ?? now;
    return {
      ...checkoutLine(lotId, lines, dueAt, now, storage.get(lotId)),
      title: [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' '),
      path: lotPathOf(lot),
      stockNumber: lot.stockNumber,
      how: lot.status === 'bought-now' ? 'bought-now' : 'won',
    };
  });
}

/** The member's purchases with something left to pay, soonest due first. */
export async function purchasesDue(db: Db, memberId: string, now: Date): Promise<PurchaseDue[]> {
  return (await purchasesOf(db, memberId, now))
    .filter((p) => p.totalCents > 0)
    .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.lotId - b.lotId);
}
