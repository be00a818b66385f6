import 'server-only';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { deposits, transactions } from '@/lib/db/schema';
import { cents as toCents, negate } from '@/lib/domain/money';
import type { RefundPage, TransactionListQuery } from '@/lib/schemas/transactions';
import { LIVE_STATUSES } from './charge-kinds';

/**
 * GET /rest-api/v2/account/refunds: the member's deposit refunds, newest first: the deposit-refund rows of the ledger
 * (negative there: the member holds less), shown as positive amounts with their deposit's method. The sums give what
 * was returned and what is still on its way.
 */
export async function listRefunds(
  memberId: string,
  { page, page_size: pageSize }: TransactionListQuery,
  db?: Db,
): Promise<RefundPage> {
  db ??= await getDb();
  const mine = and(
    eq(transactions.memberId, memberId),
    eq(transactions.kind, 'deposit-refund'),
    inArray(transactions.status, [...LIVE_STATUSES]),
  );
  const cents = (status: 'pending' | 'completed') =>
    sql<string>`coalesce(sum(-${transactions.amountCents}) filter (where ${transactions.status} = ${status}), 0)`;
  const [rows, [sums]] = await Promise.all([
    db
      .select({
        id: transactions.id,
        depositId: transactions.depositId,
        amountCents: transactions.amountCents,
        status: transactions.status,
        method: deposits.method,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .leftJoin(deposits, eq(deposits.id, transactions.depositId))
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: count(), completed: cents('completed'), pending: cents('pending') })
      .from(transactions)
      .where(mine),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      depositId: row.depositId,
      amountCents: negate(row.amountCents),
      status: row.status as 'pending' | 'completed',
      method: row.method,
      requestedAt: row.createdAt.toISOString(),
    })),
    total: sums?.count ?? 0,
    page,
    pageSize,
    sums: {
      count: sums?.count ?? 0,
      refundedCents: toCents(Number(sums?.completed ?? 0)),
      pendingCents: toCents(Number(sums?.pending ?? 0)),
    },
  };
}
