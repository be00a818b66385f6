import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lots, transactions } from '@/lib/db/schema';
import { LATE_PAYMENT_FEE_CENTS } from '@/lib/domain/business-rules';
import { isLate, lateFeeDue, PURCHASE_CHARGE_KINDS } from '@/lib/domain/checkout';
import { lotPathOf } from '@/lib/domain/lot-route';
import { add, cents, subtract, sum, times, ZERO_CENTS } from '@/lib/domain/money';
import type { Purchase, PurchasePage, TransactionListQuery } from '@/lib/schemas/transactions';
import { LIVE_STATUSES } from './charge-kinds';

/**
 * GET /rest-api/v2/account/purchases: the lots the member won or bought, newest first, each with its charges from the
 * ledger (price, buyer fee, documentation and other fees). A purchase is paid once every charge row is completed (the
 * checkout completes them when its payment is approved: purposes/checkout.ts), overdue when unpaid past its due time;
 * then the late fee falls due (lib/domain/checkout: written to the ledger when the member pays, counted in `dueCents`
 * before). The sums cover every purchase of the member.
 */
export async function listPurchases(
  memberId: string,
  { page, page_size: pageSize }: TransactionListQuery,
  db?: Db,
  now: Date = new Date(),
): Promise<PurchasePage> {
  db ??= await getDb();
  const mine = and(
    eq(transactions.memberId, memberId),
    inArray(transactions.kind, [...PURCHASE_CHARGE_KINDS]),
    inArray(transactions.status, [...LIVE_STATUSES]),
    sql`${transactions.lotId} is not null`,
  );
  const paidSum = sql<string>`coalesce(sum(${transactions.amountCents}) filter (where ${transactions.status} = 'completed'), 0)`;
  const purchasedAt = sql<Date>`min(${transactions.createdAt})`;
  const [groups, [sums]] = await Promise.all([
    db
      .select({ lotId: sql<number>`${transactions.lotId}`, purchasedAt })
      .from(transactions)
      .where(mine)
      .groupBy(transactions.lotId)
      .orderBy(desc(purchasedAt), desc(transactions.lotId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        count: sql<string>`count(distinct ${transactions.lotId})`,
        total: sql<string>`coalesce(sum(${transactions.amountCents}), 0)`,
        paid: paidSum,
      })
      .from(transactions)
      .where(mine),
  ]);
  const ids = groups.map((g) => Number(g.lotId));
  const [rows, named] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(transactions)
            .where(and(mine, inArray(transactions.lotId, ids)))
            .orderBy(transactions.id),
          db
            .select({
              id: lots.id,
              stockNumber: lots.stockNumber,
              year: lots.year,
              make: lots.make,
              model: lots.model,
              trim: lots.trim,
            })
            .from(lots)
            .where(inArray(lots.id, ids)),
        ]);
  const byLot = new Map(named.map((lot) => [lot.id, lot]));
  const items = ids.map((lotId): Purchase => {
    const charges = rows.filter((row) => row.lotId === lotId);
    const lot = byLot.get(lotId);
    const totalCents = sum(charges.map((c) => c.amountCents));
    const paidCents = sum(charges.filter((c) => c.status === 'completed').map((c) => c.amountCents));
    const dueTimes = charges.map((c) => c.dueAt?.getTime()).filter((t): t is number => t !== undefined);
    const dueAt = dueTimes.length > 0 ? new Date(Math.min(...dueTimes)) : null;
    const paid = charges.every((c) => c.status === 'completed');
    // A storage invoice (the pickup's) is owed on its own: it makes the lot neither overdue nor liable to a late fee.
    const purchasePaid = charges.every((c) => c.status === 'completed' || c.kind === 'storage-fee');
    const lateFeeDueCents =
      purchasePaid || !dueAt
        ? ZERO_CENTS
        : lateFeeDue(
            dueAt,
            now,
            charges.some((c) => c.kind === 'late-fee'),
          );
    return {
      lotId,
      stockNumber: lot?.stockNumber ?? null,
      title: lot ? [lot.year, lot.make, lot.model, lot.trim].filter(Boolean).join(' ') : `Lot ${lotId}`,
      path: lot ? lotPathOf(lot) : null,
      purchasedAt: new Date(Math.min(...charges.map((c) => c.createdAt.getTime()))).toISOString(),
      dueAt: dueAt?.toISOString() ?? null,
      status: paid ? 'paid' : !purchasePaid && dueAt && isLate(dueAt, now) ? 'overdue' : 'unpaid',
      charges: charges.map((c) => ({
        kind: c.kind,
        description: c.description,
        amountCents: c.amountCents,
        status: c.status as 'pending' | 'completed',
      })),
      totalCents,
      paidCents,
      lateFeeDueCents,
      dueCents: add(subtract(totalCents, paidCents), lateFeeDueCents),
    };
  });
  const totalCents = cents(Number(sums?.total ?? 0));
  const paidCents = cents(Number(sums?.paid ?? 0));
  const [late] = await db.select({ lots: sql<string>`count(*)` }).from(
    db
      .select({ lotId: transactions.lotId })
      .from(transactions)
      .where(mine)
      .groupBy(transactions.lotId)
      .having(
        and(
          sql`bool_or(${transactions.status} = 'pending' and ${transactions.kind} <> 'storage-fee')`,
          sql`not bool_or(${transactions.kind} = 'late-fee')`,
          sql`min(${transactions.dueAt}) < ${now.toISOString()}::timestamptz`,
        ),
      )
      .as('late'),
  );
  const lateFeesDueCents = times(LATE_PAYMENT_FEE_CENTS, Number(late?.lots ?? 0));
  return {
    items,
    total: Number(sums?.count ?? 0),
    page,
    pageSize,
    sums: {
      count: Number(sums?.count ?? 0),
      totalCents,
      paidCents,
      dueCents: add(subtract(totalCents, paidCents), lateFeesDueCents),
    },
  };
}
