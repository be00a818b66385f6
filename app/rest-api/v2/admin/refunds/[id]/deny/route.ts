import { denyRefundSchema } from '@/lib/schemas/admin-payments';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson } from '@/lib/server/http/read-input';
import { readRefundId } from '@/lib/server/payments/read-refund-id';
import { decideRefund } from '@/lib/server/payments/refund-decisions';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// POST /rest-api/v2/admin/refunds/{id}/deny — deny a waiting refund with the reason the member sees (Idempotency-Key)
export const POST = withStaff<Context>(async (request, context, staff) => {
  const id = await readRefundId(context.params);
  const key = readIdempotencyKey(request);
  const { reason } = await readJson(request, denyRefundSchema);
  return reply(await decideRefund(staff, request, id, { approve: false, reason }, key));
}, 'payments.write');
