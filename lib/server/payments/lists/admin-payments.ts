import 'server-only';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { members, payments, wireReceipts } from '@/lib/db/schema';
import { add, cents, ZERO_CENTS } from '@/lib/domain/money';
import { outstandingOf } from '@/lib/domain/wire-application';
import {
  OPEN_PAYMENTS,
  type AdminPayment,
  type AdminPaymentList,
  type AdminPaymentQuery,
} from '@/lib/schemas/admin-payments';
import { OPEN_WIRE_STATUSES } from '../wires/wire-facts';

/** Midnight UTC of a `YYYY-MM-DD` day, `days` later. */
const dayStart = (day: string, days = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);

/** The payments the filters match (UTC days, both ends included; the e-mail whole, any case). */
export function paymentFilter(query: Omit<AdminPaymentQuery, 'page' | 'pageSize'>): SQL | undefined {
  return and(
    query.purpose ? eq(payments.purpose, query.purpose) : undefined,
    query.method ? eq(payments.method, query.method) : undefined,
    query.state === OPEN_PAYMENTS
      ? inArray(payments.status, [...OPEN_WIRE_STATUSES, 'requires_action'])
      : query.state
        ? eq(payments.status, query.state)
        : undefined,
    query.email ? sql`lower(${members.email}) = ${query.email}` : undefined,
    query.from ? gte(payments.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(payments.createdAt, dayStart(query.to, 1)) : undefined,
  );
}

/** What each payment's received wires add up to. */
const receipts = (db: Db) =>
  db
    .select({
      paymentId: wireReceipts.paymentId,
      applied: sql<string>`sum(${wireReceipts.appliedCents})`.as('applied'),
      credit: sql<string>`sum(${wireReceipts.creditCents})`.as('credit'),
    })
    .from(wireReceipts)
    .groupBy(wireReceipts.paymentId)
    .as('received');

/**
 * The matching payments, newest first (by id, the order they were made, so the CSV's keyset pages never shift),
 * `limit` of them below the id `before` (or from the newest), with each wire's received, outstanding and excess.
 */
export async function paymentRows(
  db: Db,
  where: SQL | undefined,
  { limit, offset = 0, before }: { limit: number; offset?: number; before?: number },
): Promise<AdminPayment[]> {
  const received = receipts(db);
  const rows = await db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      completedAt: payments.completedAt,
      memberId: payments.memberId,
      memberEmail: members.email,
      purpose: payments.purpose,
      method: payments.method,
      state: payments.status,
      amount: payments.amountCents,
      reference: payments.gatewayRef,
      applied: received.applied,
      credit: received.credit,
    })
    .from(payments)
    .innerJoin(members, eq(members.id, payments.memberId))
    .leftJoin(received, eq(received.paymentId, payments.id))
    .where(and(where, before === undefined ? undefined : lt(payments.id, before)))
    .orderBy(desc(payments.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ applied, credit, ...row }) => {
    const wire = row.method === 'wire';
    const appliedCents = applied === null ? ZERO_CENTS : cents(Number(applied));
    const creditCents = credit === null ? ZERO_CENTS : cents(Number(credit));
    return {
      ...row,
      createdAt: row.createdAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      received: wire ? add(appliedCents, creditCents) : null,
      outstanding: wire
        ? outstandingOf({
            amountCents: row.amount,
            appliedCents,
            open: (OPEN_WIRE_STATUSES as readonly string[]).includes(row.state),
          })
        : null,
      excess: wire ? creditCents : null,
    };
  });
}

/**
 * GET /rest-api/v2/admin/payments: one page of the payments the filters match, newest first, with the count of all
 * of them (finance reconciles by it).
 */
export async function listAdminPayments(query: AdminPaymentQuery, db?: Db): Promise<AdminPaymentList> {
  db ??= await getDb();
  const where = paymentFilter(query);
  const [items, [counted]] = await Promise.all([
    paymentRows(db, where, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    db
      .select({ count: count() })
      .from(payments)
      .innerJoin(members, eq(members.id, payments.memberId))
      .where(where),
  ]);
  const total = counted?.count ?? 0;
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total,
    hasMore: query.page * query.pageSize < total,
  };
}
