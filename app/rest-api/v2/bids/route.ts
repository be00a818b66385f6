import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { placeBid } from '@/lib/server/bids/place-bid';
import { readJson } from '@/lib/server/http/read-input';
import { placeBidSchema } from '@/lib/schemas/bids';

// POST /rest-api/v2/bids — set a maximum on a lot (pre-bid, or a live bid on the block); Idempotency-Key required
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  return reply(await placeBid(member.id, await readJson(request, placeBidSchema), key));
});
