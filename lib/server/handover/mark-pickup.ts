import 'server-only';
import { eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lotHandovers, transactions } from '@/lib/db/schema';
import { STORAGE_FEE_PER_DAY_CENTS } from '@/lib/domain/business-rules';
import { adminHandoverSchema, type AdminHandover, type PickupInput } from '@/lib/schemas/handover';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import { idempotent, type Answer } from '../http/idempotency';
import type { SignedInStaff } from '../staff/staff-member';
import { handoverFacts, storageOf } from './handover-facts';
import { adminHandoverView } from './handover-view';
import { lockedHandover } from './locked-handover';

/** The lot a gate pass code belongs to, or null. */
async function lotOfGatePass(db: Db, code: string): Promise<number | null> {
  const [row] = await db
    .select({ lotId: lotHandovers.lotId })
    .from(lotHandovers)
    .where(eq(lotHandovers.gatePassCode, code));
  return row?.lotId ?? null;
}

/** The console's pickup page: the lot of a scanned or typed code, as staff see it; null for no such pass. */
export async function findByGatePass(code: string, now: Date = new Date()): Promise<AdminHandover | null> {
  const db = await getDb();
  const lotId = await lotOfGatePass(db, code);
  const [facts] = lotId === null ? [] : await handoverFacts(db, [lotId]);
  return facts ? adminHandoverView(facts, now) : null;
}

export const PICKUP_ROUTE = 'POST /rest-api/v2/admin/handover/pickup';

/**
 * POST /rest-api/v2/admin/handover/pickup (Idempotency-Key): the yard releases the vehicle of a gate pass (scanned or typed). In one
 * transaction, under the handover's lock: the pickup is recorded (once: a second scan is 409 already_picked_up), and
 * the storage accrued through today that the ledger does not charge yet becomes the final storage invoice, a pending
 * `storage-fee` row of the buyer's ledger that the checkout pays like the lot itself (none within the free days). An
 * unknown code is 404 gate_pass_not_found; an unpaid lot (its payment undone) 409 not_paid. Audited. A retried request (the same key: a scanner that lost its
 * answer) gets the first answer again; the same pass scanned anew is 409 already_picked_up.
 */
export async function markPickup(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  { code, lotId }: PickupInput,
  idempotencyKey: string,
  now: Date = new Date(),
): Promise<Answer> {
  const work = async (tx: Db): Promise<AdminHandover> => {
    const found = await lotOfGatePass(tx, code);
    if (found === null) throw new ApiError(404, 'gate_pass_not_found', 'No gate pass has this code.');
    if (lotId !== undefined && found !== lotId) {
      throw ApiError.conflict('gate_pass_other_lot', `This gate pass is lot ${found}'s, not lot ${lotId}'s.`);
    }
    const h = await lockedHandover(tx, found);
    if (h.row.pickedUpAt) {
      throw ApiError.conflict(
        'already_picked_up',
        `Lot ${found} was picked up at ${h.row.pickedUpAt.toISOString()}.`,
      );
    }
    if (!h.paidAt)
      throw ApiError.conflict('not_paid', `Lot ${found} is not paid: the vehicle stays in the yard.`);
    const storage = storageOf(h, now);
    const days = Math.round(storage.unchargedCents / STORAGE_FEE_PER_DAY_CENTS);
    const [invoice] =
      storage.unchargedCents > 0
        ? await tx
            .insert(transactions)
            .values({
              memberId: h.memberId,
              kind: 'storage-fee',
              amountCents: storage.unchargedCents,
              status: 'pending',
              lotId: found,
              description: `Storage, ${days} day${days === 1 ? '' : 's'} through ${storage.throughDay}, lot ${found}`,
              idempotencyKey: `storage:${found}:pickup`,
              createdAt: now,
            })
            .returning({ id: transactions.id })
        : [];
    await tx
      .update(lotHandovers)
      .set({
        pickedUpAt: now,
        pickedUpBy: staff.id,
        storageInvoiceDays: days,
        storageInvoiceCents: storage.unchargedCents,
        storageTransactionId: invoice?.id ?? null,
        updatedAt: now,
      })
      .where(eq(lotHandovers.lotId, found));
    await recordAudit(tx, staff, request, {
      action: 'handover.pickup',
      entity: 'lot',
      entityId: found,
      before: { pickedUpAt: null },
      after: {
        pickedUpAt: now.toISOString(),
        gatePassCode: code,
        lastFreeDay: storage.lastFreeDay,
        storageDays: days,
        storageInvoiceCents: storage.unchargedCents,
        transactionId: invoice?.id ?? null,
      },
    });
    const [facts] = await handoverFacts(tx, [found]);
    return adminHandoverView(facts!, now);
  };
  const { answer } = await idempotent(
    staff.id,
    PICKUP_ROUTE,
    idempotencyKey,
    { code, lotId: lotId ?? null },
    work,
    (view) => z.encode(adminHandoverSchema, view),
  );
  return answer;
}
