import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readRefundId } from '@/lib/server/payments/read-refund-id';
import { decideRefund } from '@/lib/server/payments/refund-decisions';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/refunds/{id}/approve — approve a waiting refund: the deposit is paid out (Idempotency-Key)
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readRefundId(context.params);
  const key = readIdempotencyKey(request);
  return reply(await decideRefund(staff, request, id, { approve: true }, key));
}, 'payments.write');
