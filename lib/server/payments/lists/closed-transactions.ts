import 'server-only';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { transactions } from '@/lib/db/schema';
import { cents } from '@/lib/domain/money';
import type { ClosedTransactionPage, TransactionListQuery } from '@/lib/schemas/transactions';

/**
 * GET /rest-api/v2/account/closed-transactions: the member's settled ledger rows (status completed: deposits taken,
 * deposits refunded, memberships and purchases paid), newest first, with the ledger's sign. The sums give each
 * kind's total over every settled row.
 */
export async function listClosedTransactions(
  memberId: string,
  { page, page_size: pageSize }: TransactionListQuery,
  db?: Db,
): Promise<ClosedTransactionPage> {
  db ??= await getDb();
  const mine = and(eq(transactions.memberId, memberId), eq(transactions.status, 'completed'));
  const [rows, [counted], kinds] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(mine)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(transactions).where(mine),
    db
      .select({ kind: transactions.kind, cents: sql<string>`sum(${transactions.amountCents})` })
      .from(transactions)
      .where(mine)
      .groupBy(transactions.kind),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      description: row.description,
      amountCents: row.amountCents,
      lotId: row.lotId,
      depositId: row.depositId,
      at: row.createdAt.toISOString(),
    })),
    total: counted?.count ?? 0,
    page,
    pageSize,
    sums: {
      count: counted?.count ?? 0,
      byKind: Object.fromEntries(kinds.map((k) => [k.kind, cents(Number(k.cents))])),
    },
  };
}
