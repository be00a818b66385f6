import { decideHighBid } from '@/lib/server/approvals/decide-high-bid';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/approvals/lots/{id}/reject — reject the high bid of a lot on approval, for the seller; Idempotency-Key required
export const POST = withStaff<Context>(async (request, context, staff) => {
  const key = readIdempotencyKey(request);
  const id = await readAdminLotId(context.params);
  return reply(await decideHighBid(staff, request, id, { action: 'reject' }, key));
}, 'approvals.write');
