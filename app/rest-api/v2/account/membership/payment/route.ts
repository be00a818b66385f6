import { membershipPaymentSchema } from '@/lib/schemas/membership-payment';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { readJson } from '@/lib/server/http/read-input';
import { payMembership } from '@/lib/server/payments/membership-payments';

// POST /rest-api/v2/account/membership/payment — pay an upgrade by card or PayPal (Idempotency-Key required); the tier changes once approved
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, membershipPaymentSchema);
  return reply(await payMembership(member.id, input, key, publicOrigin(request)));
});
