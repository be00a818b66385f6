import 'server-only';
import { and, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members, watchlist } from '@/lib/db/schema';
import { WATCHLIST_MAX_LOTS } from '@/lib/domain/business-rules';
import type { WatchState } from '@/lib/schemas/watchlist';
import { ApiError } from '../http/api-error';
import { watchlistCurrentCount } from './current-count';
import { requireLot } from './require-lot';

/**
 * POST member/watchlist/{lotId}: the member watches the lot. Watching it again changes nothing; an unknown lot is 404;
 * a new lot beyond `maxLots` is 409 watchlist_full. The member's row is locked while counting, so two requests at
 * once cannot both take the last place.
 */
export async function watchLot(
  memberId: string,
  lotId: number,
  maxLots = WATCHLIST_MAX_LOTS,
): Promise<WatchState> {
  const db = await getDb();
  await requireLot(db, lotId);
  await db.transaction(async (tx) => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const [existing] = await tx
      .select({ lotId: watchlist.lotId })
      .from(watchlist)
      .where(and(eq(watchlist.memberId, memberId), eq(watchlist.lotId, lotId)));
    if (existing) return;
    const [watched] = await tx.select({ n: count() }).from(watchlist).where(eq(watchlist.memberId, memberId));
    if ((watched?.n ?? 0) >= maxLots) {
      throw ApiError.conflict(
        'watchlist_full',
        `A watchlist holds at most ${maxLots} lots. Remove one before adding another.`,
      );
    }
    await tx.insert(watchlist).values({ memberId, lotId }).onConflictDoNothing();
  });
  return { lotId, watching: true, watchlistCurrentCnt: await watchlistCurrentCount(db, memberId) };
}
