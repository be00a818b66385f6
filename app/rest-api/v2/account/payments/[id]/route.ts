import * as z from 'zod/mini';
import { paymentResultSchema } from '@/lib/schemas/payments';
import { withMember } from '@/lib/server/auth/with-member';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { paymentIdFromPath, readPayment } from '@/lib/server/payments/member-payments';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/account/payments/{id} — one of the member's payments as it stands
export const GET = withMember<Context>(async (_request, context, member) => {
  const id = paymentIdFromPath((await context.params).id);
  if (id === null) throw new ApiError(404, 'payment_not_found', 'There is no such payment on your account.');
  return ok(z.encode(paymentResultSchema, await readPayment(member.id, id)), {
    headers: { 'cache-control': 'no-store' },
  });
});
