import { recordWireSchema } from '@/lib/schemas/admin-payments';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson } from '@/lib/server/http/read-input';
import { recordWire } from '@/lib/server/payments/wires/record-wire';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// POST /rest-api/v2/admin/payments/wires — record a received wire (reference, amount, day; Idempotency-Key required)
export const POST = withStaff(async (request, _context, staff) => {
  const key = readIdempotencyKey(request);
  const input = await readJson(request, recordWireSchema);
  return reply(await recordWire(staff, request, input, key));
}, 'payments.write');
