import { cardIdFromPath } from '@/lib/schemas/credit-cards';
import { withMember } from '@/lib/server/auth/with-member';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { makePrimary } from '@/lib/server/payments/credit-cards';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/account/credit-cards/make-primary/{id} — make a saved card the primary one
export const POST = withMember<Context>(async (_request, context, member) => {
  const id = cardIdFromPath((await context.params).id);
  if (id === null) throw new ApiError(404, 'card_not_found', 'There is no such card on your account.');
  return ok(await makePrimary(member.id, id));
});
