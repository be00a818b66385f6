import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lots } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { AdminLot } from '@/lib/schemas/admin-lots';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { readLotRow, toAdminLot, wireLot } from './admin-lot-view';
import { changedFields } from './audit-fields';
import { inventoryChanged } from './inventory-changed';
import { assertWithdrawable } from './lot-edit-rules';
import { NO_SALE } from './sale-placement';

/**
 * POST /rest-api/v2/admin/lots/{id}/withdraw: the lot leaves the sale for good: status `withdrawn` with the reason and
 * the time; a lot still to be sold also leaves its runlist (the auction clock never brings it up). Read under the
 * lot's lock, so a bid either came before (and stays on the record) or finds the lot closed. 409 for a lot on the
 * block, sold, on approval or already withdrawn (lot-edit-rules).
 */
export async function withdrawLot(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<AdminLot> {
  const db = await getDb();
  const lot = await transaction(db, async (tx) => {
    const row = await readLotRow(tx, id, { lock: true });
    if (!row) throw ApiError.notFound('No lot has this id.');
    assertWithdrawable(row);
    const forSale = row.status === 'upcoming' || row.status === 'pre-bidding';
    const [updated] = await tx
      .update(lots)
      .set({
        status: 'withdrawn',
        withdrawnReason: reason,
        withdrawnAt: now,
        ...(forSale ? NO_SALE : {}),
        updatedAt: now,
      })
      .where(and(eq(lots.id, id), eq(lots.status, row.status)))
      .returning();
    const after = toAdminLot(updated!);
    await recordAudit(tx, staff, request, {
      action: 'lot.withdraw',
      entity: 'lot',
      entityId: id,
      ...changedFields(wireLot(toAdminLot(row)), wireLot(after)),
    });
    return after;
  });
  await inventoryChanged(lot);
  return lot;
}
