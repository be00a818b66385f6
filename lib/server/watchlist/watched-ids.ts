import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { watchlist } from '@/lib/db/schema';

/** GET member/watchlist/ids: the ids of every lot the member watches (what the watch buttons read). */
export async function watchedLotIds(memberId: string): Promise<number[]> {
  const db = await getDb();
  const rows = await db
    .select({ lotId: watchlist.lotId })
    .from(watchlist)
    .where(eq(watchlist.memberId, memberId))
    .orderBy(asc(watchlist.lotId));
  return rows.map((row) => row.lotId);
}
