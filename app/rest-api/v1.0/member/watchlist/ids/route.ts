import { withMember } from '@/lib/server/auth/with-member';
import { ok } from '@/lib/server/http/respond';
import { watchedLotIds } from '@/lib/server/watchlist/watched-ids';

// GET /rest-api/v1.0/member/watchlist/ids — the ids of every lot the member watches (for the watch buttons)
export const GET = withMember(async (_request, _context, member) =>
  ok({ ids: await watchedLotIds(member.id) }),
);
