import { resolveWatchlistQuery, watchlistQuerySchema } from '@/lib/schemas/watchlist';
import { withMember } from '@/lib/server/auth/with-member';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { listWatchlist } from '@/lib/server/watchlist/list-watchlist';

// GET /rest-api/v1.0/member/watchlist — one page of the member's watched lots (sort, sort_direction, page, page_size)
export const GET = withMember(async (request, _context, member) => {
  const query = resolveWatchlistQuery(readQuery(request, watchlistQuerySchema));
  return ok(await listWatchlist(member.id, query));
});
