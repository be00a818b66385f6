import { pickupSchema } from '@/lib/schemas/handover';
import { markPickup } from '@/lib/server/handover/mark-pickup';
import { readIdempotencyKey, reply } from '@/lib/server/http/idempotency-key';
import { readJson } from '@/lib/server/http/read-input';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// POST /rest-api/v2/admin/handover/pickup — the vehicle of this gate pass leaves the yard; the final storage invoice
export const POST = withStaff(async (request, _context, staff) => {
  const input = await readJson(request, pickupSchema);
  const key = readIdempotencyKey(request);
  return reply(await markPickup(staff, request, input, key));
}, 'handover.write');
