import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { watchlist } from '@/lib/db/schema';
import type { WatchState } from '@/lib/schemas/watchlist';
import { watchlistCurrentCount } from './current-count';
import { requireLot } from './require-lot';

/** DELETE member/watchlist/{lotId}: the member stops watching the lot (also when they were not); unknown lot is 404. */
export async function unwatchLot(memberId: string, lotId: number): Promise<WatchState> {
  const db = await getDb();
  await requireLot(db, lotId);
  await db.delete(watchlist).where(and(eq(watchlist.memberId, memberId), eq(watchlist.lotId, lotId)));
  return { lotId, watching: false, watchlistCurrentCnt: await watchlistCurrentCount(db, memberId) };
}
