import 'server-only';
import type { Db } from '@/lib/db/client';
import { recordAudit } from '../audit/record-audit';
import type { SignedInStaff } from '../staff/staff-member';

export type Staff = Pick<SignedInStaff, 'id' | 'email'>;

/** A sale as the audit log records it. */
export function auditedSale(sale: { branchId: number; lane: string; startsAt: Date; status?: string }) {
  return {
    branchId: sale.branchId,
    lane: sale.lane,
    startsAt: sale.startsAt.toISOString(),
    ...(sale.status === undefined ? {} : { status: sale.status }),
  };
}

/** One sales write in the audit log (entity `sale`, its id the auction's), in the write's own transaction. */
export function auditSale(
  tx: Db,
  staff: Staff,
  request: { headers: Headers } | null,
  saleId: number,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  return recordAudit(tx, staff, request, { action, entity: 'sale', entityId: saleId, before, after });
}
