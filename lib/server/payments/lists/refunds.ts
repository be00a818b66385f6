import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { deposits, refunds, transactions } from '@/lib/db/schema';
import { cents as toCents } from '@/lib/domain/money';
import type { RefundPage, TransactionListQuery } from '@/lib/schemas/transactions';

/** How a refund stands for the member, from its request and its ledger row (a bank transfer completes later). */
const memberStatus = sql<RefundPage['items'][number]['status']>`case
  when ${refunds.status} = 'rejected' then 'denied'
  when ${refunds.status} = 'requested' then 'awaiting-approval'
  when ${refunds.status} = 'paid' or ${transactions.status} = 'completed' then 'completed'
  else 'pending' end`;

/**
 * GET /rest-api/v2/account/refunds: the member's deposit refunds, newest first: each request (`refunds`) with the
 * deposit's method and how it stands (awaiting finance's approval, on its way, completed, or denied with finance's
 * reason), amounts positive. The sums give what was returned and what is still to come (waiting for approval or on
 * its way); a denied request counts in neither.
 */
export async function listRefunds(
  memberId: string,
  { page, page_size: pageSize }: TransactionListQuery,
  db?: Db,
): Promise<RefundPage> {
  db ??= await getDb();
  const mine = eq(refunds.memberId, memberId);
  const listed = db
    .select({
      id: refunds.id,
      depositId: refunds.depositId,
      amountCents: refunds.amountCents,
      status: memberStatus.as('member_status'),
      reason: refunds.reason,
      method: deposits.method,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .innerJoin(deposits, eq(deposits.id, refunds.depositId))
    .leftJoin(transactions, eq(transactions.id, refunds.transactionId))
    .where(mine)
    .as('listed');
  const sumOf = (statuses: string[]) =>
    sql<string>`coalesce(sum(${listed.amountCents}) filter (where ${listed.status} in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})), 0)`;
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(listed)
      .orderBy(desc(listed.createdAt), desc(listed.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        count: count(),
        completed: sumOf(['completed']),
        pending: sumOf(['pending', 'awaiting-approval']),
      })
      .from(listed),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      depositId: row.depositId,
      amountCents: row.amountCents,
      status: row.status,
      reason: row.status === 'denied' ? row.reason : null,
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
