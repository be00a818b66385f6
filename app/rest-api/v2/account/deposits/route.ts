import { depositSchema } from '@/lib/schemas/deposits';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/bids/idempotency-key';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { readJson } from '@/lib/server/http/read-input';
import { makeDeposit } from '@/lib/server/payments/deposits';

// POST /rest-api/v2/account/deposits — pay a deposit by card or PayPal (Idempotency-Key required); raises buying power
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, depositSchema);
  return reply(await makeDeposit(member.id, input, key, publicOrigin(request)));
});
