import * as z from 'zod/mini';
import { challengeSchema, paymentResultSchema } from '@/lib/schemas/payments';
import { withMember } from '@/lib/server/auth/with-member';
import { ApiError } from '@/lib/server/http/api-error';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { answerChallenge, paymentIdFromPath } from '@/lib/server/payments/member-payments';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/account/payments/{id}/challenge — the sandbox's 3-D Secure challenge: approve or fail
export const POST = withMember<Context>(async (request, context, member) => {
  const id = paymentIdFromPath((await context.params).id);
  if (id === null) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
  const { outcome } = await readJson(request, challengeSchema);
  return ok(z.encode(paymentResultSchema, await answerChallenge(member.id, id, outcome)));
});
