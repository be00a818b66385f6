import * as z from 'zod/mini';
import { depositIdParam } from '@/lib/schemas/transactions';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { ApiError } from '@/lib/server/http/api-error';
import { requestDepositRefund } from '@/lib/server/payments/refunds';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/account/refunds/{id} — refund the deposit {id} (Idempotency-Key required); 409 with the reason
export const POST = withMember<Context>(async (request, context, member) => {
  const id = z.safeParse(depositIdParam, (await context.params).id);
  if (!id.success) throw ApiError.invalid({ id: 'depositIdInvalid' }, 'The deposit id is not valid.');
  const key = readIdempotencyKey(request);
  return reply(
    await requestDepositRefund(undefined, {
      memberId: member.id,
      depositId: Number(id.data),
      idempotencyKey: key,
    }),
  );
});
