import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idReviews } from '@/lib/db/schema';
import { UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import { needsApprovedId } from '@/lib/domain/id-verification';
import type { Cents } from '@/lib/domain/money';
import { ApiError } from '../http/api-error';

/** Whether the member has an approved id (an approved id cannot be deleted, so its review is enough). */
export async function hasApprovedId(db: Db, memberId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: idReviews.id })
    .from(idReviews)
    .where(and(eq(idReviews.memberId, memberId), eq(idReviews.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

/** The 403 of a bid or a purchase over the cap by a member without an approved id. */
export function idNotVerified(what: 'bid' | 'buy'): ApiError {
  const cap = formatUsd(UNVERIFIED_BID_CAP_CENTS);
  return new ApiError(
    403,
    'id_not_verified',
    what === 'bid'
      ? `Until your id is approved you may bid up to ${cap}. Upload your id under My account, Documents.`
      : `Until your id is approved you may buy now up to ${cap}. Upload your id under My account, Documents.`,
  );
}

/**
 * Refuses (403 id_not_verified) a maximum or a buy-it-now price above UNVERIFIED_BID_CAP_CENTS from a member without an
 * approved id. Amounts at or under the cap never read the reviews, so the common bid pays nothing for the rule. Run
 * inside the bid's transaction, after the member's row is locked: a decision committed before it counts.
 */
export async function assertIdAllows(
  db: Db,
  memberId: string,
  amount: Cents,
  what: 'bid' | 'buy',
): Promise<void> {
  if (!needsApprovedId(amount)) return;
  if (!(await hasApprovedId(db, memberId))) throw idNotVerified(what);
}
