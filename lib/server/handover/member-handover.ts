import 'server-only';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import type { Cents } from '@/lib/domain/money';
import type { HandoverView } from '@/lib/schemas/handover';
import { ApiError } from '../http/api-error';
import { handoverFacts, storageOf } from './handover-facts';
import { handoverView } from './handover-view';

/** GET /rest-api/v2/account/purchases/{lotId}/handover: the member's own sold lot; anyone else's (or none) is 404. */
export async function memberHandover(
  memberId: string,
  lotId: number,
  now: Date = new Date(),
): Promise<HandoverView> {
  const [facts] = await handoverFacts(await getDb(), [lotId], { memberId });
  if (!facts) throw ApiError.notFound('No purchase of yours has this lot id.');
  return handoverView(facts, now);
}

/** The handovers of the member's purchases among `lotIds` (the Transactions page's purchases tab), by lot id. */
export async function memberHandovers(
  memberId: string,
  lotIds: readonly number[],
  now: Date = new Date(),
): Promise<Map<number, HandoverView>> {
  const facts = await handoverFacts(await getDb(), lotIds, { memberId });
  return new Map(facts.map((f) => [f.lotId, handoverView(f, now)]));
}

/**
 * The storage each of the member's purchases among `lotIds` has accrued by `now` (lib/domain/storage-clock), for the
 * checkout: a lot paid late owes the days already accrued with it (lib/domain/checkout).
 */
export async function storageAccrued(
  db: Db,
  memberId: string,
  lotIds: readonly number[],
  now: Date,
): Promise<Map<number, Cents>> {
  const facts = await handoverFacts(db, lotIds, { memberId });
  return new Map(facts.map((f) => [f.lotId, storageOf(f, now).accruedCents]));
}
