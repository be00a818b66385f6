import { decideOffer } from '@/lib/server/approvals/decide-offer';
import { readOfferId } from '@/lib/server/approvals/read-offer-id';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/approvals/offers/{id}/accept — accept a buyer's offer, for the seller; Idempotency-Key required
export const POST = withStaff<Context>(async (request, context, staff) => {
  const key = readIdempotencyKey(request);
  const id = await readOfferId(context.params);
  return reply(await decideOffer(staff, request, id, { action: 'accept' }, key));
}, 'approvals.write');
