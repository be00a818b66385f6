import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { deposits } from '@/lib/db/schema';
import { depositRefusal } from '@/lib/domain/deposit-refund';
import { cents as toCents } from '@/lib/domain/money';
import type { DepositPage, TransactionListQuery } from '@/lib/schemas/transactions';
import { depositStanding } from './deposit-standing';

/**
 * GET /rest-api/v2/account/deposits: the member's deposits, newest first, each with whether it may be refunded now
 * and why not (lib/domain/deposit-refund); the sums give what is held and refunded, and the buying power it makes.
 */
export async function listDeposits(
  memberId: string,
  { page, page_size: pageSize }: TransactionListQuery,
  db?: Db,
): Promise<DepositPage> {
  db ??= await getDb();
  const mine = eq(deposits.memberId, memberId);
  const cents = (status: 'held' | 'refunded') =>
    sql<string>`coalesce(sum(${deposits.amountCents}) filter (where ${deposits.status} = ${status}), 0)`;
  const [rows, [sums], standing] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(mine)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: count(), held: cents('held'), refunded: cents('refunded') })
      .from(deposits)
      .where(mine),
    depositStanding(db, memberId),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      amountCents: row.amountCents,
      method: row.method,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      refusal: depositRefusal(
        {
          status: row.status,
          amountCents: row.amountCents,
          refundPending: standing.pendingRefunds.has(row.id),
        },
        standing.commitments,
      ),
    })),
    total: sums?.count ?? 0,
    page,
    pageSize,
    sums: {
      count: sums?.count ?? 0,
      heldCents: toCents(Number(sums?.held ?? 0)),
      refundedCents: toCents(Number(sums?.refunded ?? 0)),
      buyingPowerCents: standing.power.limitCents,
      committedCents: standing.power.committedCents,
      availableBuyingPowerCents: standing.power.availableCents,
    },
  };
}
