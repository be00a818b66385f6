import { withMember } from '@/lib/server/auth/with-member';
import { buyNow } from '@/lib/server/bids/buy-now';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson } from '@/lib/server/http/read-input';
import { buyNowSchema } from '@/lib/schemas/bids';

// POST /rest-api/v2/buy-now — buy a lot at its buy-it-now price; Idempotency-Key required
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  return reply(await buyNow(member.id, await readJson(request, buyNowSchema), key));
});
