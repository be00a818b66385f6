import 'server-only';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { AuditPage, AuditQuery } from '@/lib/schemas/admin-audit';

/** Midnight UTC of a `YYYY-MM-DD` day, `days` later. */
function dayStart(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/**
 * One page of the audit log, newest first (by id, the order rows were written; keyset paging, so a page never shifts
 * while staff keep writing). The actor matches by e-mail in any case; action, entity and entity id exactly; `from` and
 * `to` are UTC days, both included.
 */
export async function listAudit(query: AuditQuery, db?: Db): Promise<AuditPage> {
  const conditions: (SQL | undefined)[] = [
    query.actor ? sql`lower(${auditLog.actorEmail}) = ${query.actor.toLowerCase()}` : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entity_id ? eq(auditLog.entityId, query.entity_id) : undefined,
    query.from ? gte(auditLog.at, dayStart(query.from)) : undefined,
    query.to ? lt(auditLog.at, dayStart(query.to, 1)) : undefined,
    query.cursor ? lt(auditLog.id, query.cursor) : undefined,
  ];
  const rows = await (db ?? (await getDb()))
    .select()
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const items = rows.slice(0, query.limit);
  return {
    items,
    nextCursor: rows.length > query.limit ? String(items[items.length - 1]!.id) : null,
  };
}
