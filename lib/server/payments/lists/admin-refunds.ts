import 'server-only';
import { asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { deposits, members, refunds } from '@/lib/db/schema';
import type { AdminRefund, AdminRefundList, AdminRefundQuery } from '@/lib/schemas/admin-payments';

export const ADMIN_REFUNDS_PAGE_SIZE = 50;

function refundRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      id: refunds.id,
      createdAt: refunds.createdAt,
      decidedAt: refunds.decidedAt,
      memberId: refunds.memberId,
      memberEmail: members.email,
      depositId: refunds.depositId,
      method: deposits.method,
      amount: refunds.amountCents,
      state: refunds.status,
      reason: refunds.reason,
    })
    .from(refunds)
    .innerJoin(members, eq(members.id, refunds.memberId))
    .innerJoin(deposits, eq(deposits.id, refunds.depositId))
    .where(where);
}

const view = (row: Awaited<ReturnType<typeof refundRows>>[number]): AdminRefund => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** One refund request as the console shows it, or null. */
export async function adminRefundOf(db: Db, id: number): Promise<AdminRefund | null> {
  const [row] = await refundRows(db, eq(refunds.id, id));
  return row ? view(row) : null;
}

/**
 * GET /rest-api/v2/admin/refunds: the refund requests in one state (by default those waiting for finance, oldest
 * first, as a queue is worked), or all of them newest first; a page of 50, one row more read to tell whether another
 * page follows.
 */
export async function listAdminRefunds(query: AdminRefundQuery, db?: Db): Promise<AdminRefundList> {
  db ??= await getDb();
  const queue = query.state === 'requested';
  const rows = await refundRows(db, query.state === 'all' ? undefined : eq(refunds.status, query.state))
    .orderBy(
      queue ? asc(refunds.createdAt) : desc(refunds.createdAt),
      queue ? asc(refunds.id) : desc(refunds.id),
    )
    .limit(ADMIN_REFUNDS_PAGE_SIZE + 1)
    .offset((query.page - 1) * ADMIN_REFUNDS_PAGE_SIZE);
  return {
    items: rows.slice(0, ADMIN_REFUNDS_PAGE_SIZE).map(view),
    page: query.page,
    hasMore: rows.length > ADMIN_REFUNDS_PAGE_SIZE,
  };
}
