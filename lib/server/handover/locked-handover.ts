import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lotHandovers } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';
import { handoverFacts, type HandoverFacts } from './handover-facts';

/** A sold lot's facts with its handover row (made if it was missing). */
export type LockedHandover = HandoverFacts & { row: NonNullable<HandoverFacts['row']> };

/**
 * The facts of a sold lot's handover inside a write's transaction, its row made if it was missing and locked (`FOR
 * UPDATE`), so two staff writes to one lot (or a pickup and a title move) take turns. 404 for a lot that is not
 * sold (no purchase in any member's ledger).
 */
export async function lockedHandover(tx: Db, lotId: number): Promise<LockedHandover> {
  const [before] = await handoverFacts(tx, [lotId]);
  if (!before) throw ApiError.notFound('No sold lot has this id.');
  await tx.insert(lotHandovers).values({ lotId, memberId: before.memberId }).onConflictDoNothing();
  await tx
    .select({ lotId: lotHandovers.lotId })
    .from(lotHandovers)
    .where(eq(lotHandovers.lotId, lotId))
    .for('update');
  const [facts] = await handoverFacts(tx, [lotId]);
  return facts as LockedHandover;
}
