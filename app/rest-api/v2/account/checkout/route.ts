import * as z from 'zod/mini';
import { checkoutSchema, checkoutViewSchema } from '@/lib/schemas/checkout';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { checkoutOverview, payCheckout } from '@/lib/server/payments/checkout';

// GET /rest-api/v2/account/checkout — the member's won and bought lots left to pay, each with bid, fees and total
export const GET = withMember(async (_request, _context, member) =>
  ok(z.encode(checkoutViewSchema, await checkoutOverview(member.id))),
);

// POST /rest-api/v2/account/checkout — pay lots by card, PayPal or wire (Idempotency-Key required); issues bills of sale
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, checkoutSchema);
  return reply(await payCheckout(member.id, input, key, publicOrigin(request)));
});
