import 'server-only';
import type { Db } from '@/lib/db/client';
import { transactions } from '@/lib/db/schema';
import type { CheckoutLine } from '@/lib/domain/checkout';

/**
 * The checkout of lots paid late: the storage each accrued past its free days and the ledger does not charge yet
 * (`storageDueCents`, lib/domain/checkout) is written as a pending `storage-fee` row before the payment starts, like
 * the late fee, so the payment settles it with the lot. Keyed by the storage accrued in all, so a retried or repeated
 * checkout writes the same days once.
 */
export async function chargeLateStorage(
  tx: Db,
  memberId: string,
  bills: readonly Pick<CheckoutLine, 'lotId' | 'storageDueCents' | 'storageFeeCents'>[],
  at: Date,
): Promise<void> {
  const due = bills.filter((b) => b.storageDueCents > 0);
  if (due.length === 0) return;
  await tx
    .insert(transactions)
    .values(
      due.map((b) => ({
        memberId,
        kind: 'storage-fee' as const,
        amountCents: b.storageDueCents,
        status: 'pending' as const,
        lotId: b.lotId,
        description: `Storage past the free days (paid late), lot ${b.lotId}`,
        idempotencyKey: `storage:${b.lotId}:accrued:${b.storageFeeCents}`,
        createdAt: at,
      })),
    )
    .onConflictDoNothing();
}
