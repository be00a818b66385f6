import * as z from 'zod/mini';
import { depositSchema } from '@/lib/schemas/deposits';
import { depositPageSchema, transactionListQuerySchema } from '@/lib/schemas/transactions';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { publicOrigin } from '@/lib/server/http/public-origin';
import { readJson, readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { makeDeposit } from '@/lib/server/payments/deposits';
import { listDeposits } from '@/lib/server/payments/lists/deposits';

// POST /rest-api/v2/account/deposits — pay a deposit by card, PayPal or wire (Idempotency-Key required)
export const POST = withMember(async (request, _context, member) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, depositSchema);
  return reply(await makeDeposit(member.id, input, key, publicOrigin(request)));
});

// GET /rest-api/v2/account/deposits — the member's deposits (each with whether it may be refunded now) and sums, paged
export const GET = withMember(async (request, _context, member) => {
  const query = readQuery(request, transactionListQuerySchema);
  return ok(z.encode(depositPageSchema, await listDeposits(member.id, query)));
});
