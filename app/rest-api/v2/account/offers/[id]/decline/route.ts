import { answerCounter } from '@/lib/server/approvals/answer-counter';
import { readOfferId } from '@/lib/server/approvals/read-offer-id';
import { withMember } from '@/lib/server/auth/with-member';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/account/offers/{id}/decline — decline the seller's counter-offer; Idempotency-Key required
export const POST = withMember<Context>(async (request, context, member) => {
  const key = readIdempotencyKey(request);
  return reply(await answerCounter(member.id, await readOfferId(context.params), 'decline', key));
});
