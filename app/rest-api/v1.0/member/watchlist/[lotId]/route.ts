import { withMember } from '@/lib/server/auth/with-member';
import { ok } from '@/lib/server/http/respond';
import { readLotId } from '@/lib/server/watchlist/read-lot-id';
import { unwatchLot } from '@/lib/server/watchlist/unwatch-lot';
import { watchLot } from '@/lib/server/watchlist/watch-lot';

type Context = { params: Promise<{ lotId: string }> };

// POST /rest-api/v1.0/member/watchlist/{lotId} — watch a lot (again is fine); the header's count comes back
export const POST = withMember<Context>(async (_request, context, member) =>
  ok(await watchLot(member.id, await readLotId(context.params))),
);

// DELETE /rest-api/v1.0/member/watchlist/{lotId} — stop watching a lot (also when not watched)
export const DELETE = withMember<Context>(async (_request, context, member) =>
  ok(await unwatchLot(member.id, await readLotId(context.params))),
);
