import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lots, watchlist } from '@/lib/db/schema';
import { OPEN_LOT_STATUSES } from '@/lib/domain/member-flags';

/** member/me's watchlistCurrentCnt (the header badge): watched lots whose sale is still open. */
export async function watchlistCurrentCount(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(watchlist)
    .innerJoin(lots, eq(lots.id, watchlist.lotId))
    .where(and(eq(watchlist.memberId, memberId), inArray(lots.status, [...OPEN_LOT_STATUSES])));
  return row?.n ?? 0;
}
