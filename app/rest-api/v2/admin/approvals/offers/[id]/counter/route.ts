import { decideOffer } from '@/lib/server/approvals/decide-offer';
import { readOfferId } from '@/lib/server/approvals/read-offer-id';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { withStaff } from '@/lib/server/staff/with-staff';
import { counterSchema } from '@/lib/schemas/approvals';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/approvals/offers/{id}/counter — counter a buyer’s offer higher; Idempotency-Key required
export const POST = withStaff<Context>(async (request, context, staff) => {
  const key = readIdempotencyKey(request);
  const id = await readOfferId(context.params);
  const { price } = await readJson(request, counterSchema, { limit: SMALL_JSON_BODY_LIMIT });
  return reply(await decideOffer(staff, request, id, { action: 'counter', price }, key));
}, 'approvals.write');
