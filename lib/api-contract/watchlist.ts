import { lotIdParam, watchlistQuerySchema } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';
import { arrayOf, bool, documented, int, object, paged } from './shapes';

const tag = 'Watchlist';
const watchState = object(
  { lotId: int, watching: bool, watchlistCurrentCnt: int },
  { description: 'WatchState (lib/schemas/watchlist.ts).' },
);
const lotId = { schema: lotIdParam, description: 'The lot id: 9 digits (SPEC §5).' };

/** The member's watchlist (SPEC §7). */
export const watchlistOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v1.0/member/watchlist',
    tag,
    summary: 'One page of the member’s watched lots',
    access: 'member',
    query: watchlistQuerySchema,
    success: {
      description: 'The page.',
      data: paged(
        documented('WatchedLot', 'A lot card with its sale (lib/server/watchlist/list-watchlist.ts).'),
      ),
    },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/member/watchlist/ids',
    tag,
    summary: 'The ids of every lot the member watches',
    access: 'member',
    success: { description: 'The ids.', data: object({ ids: arrayOf(int) }) },
  },
  {
    method: 'post',
    path: '/rest-api/v1.0/member/watchlist/{lotId}',
    tag,
    summary: 'Watch a lot (again is fine)',
    access: 'member',
    params: { lotId },
    success: { description: 'Watching; the header’s count.', data: watchState },
    errors: { 404: true, 409: ['watchlist_full'] },
  },
  {
    method: 'delete',
    path: '/rest-api/v1.0/member/watchlist/{lotId}',
    tag,
    summary: 'Stop watching a lot (also when not watched)',
    access: 'member',
    params: { lotId },
    success: { description: 'Not watching; the header’s count.', data: watchState },
  },
];
