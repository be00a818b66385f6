import 'server-only';
import type { Db } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import { requestIdOf } from '../http/request-id';
import type { SignedInStaff } from '../staff/staff-member';

export interface AuditEntry {
  /** `entity.verb`: 'lot.create', 'lot.update', 'lot.withdraw', 'photo.upload', 'import.start', ... */
  action: string;
  entity: string;
  entityId: string | number;
  /** The fields before the write (null for a creation) and after it (null for a deletion). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes one staff write to the append-only audit log. Call it with the transaction of the write itself, so the write
 * and its record commit or roll back together.
 */
export async function recordAudit(
  tx: Db,
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: staff.id,
    actorEmail: staff.email,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before,
    after: entry.after,
    requestId: request ? requestIdOf(request) : null,
  });
}
