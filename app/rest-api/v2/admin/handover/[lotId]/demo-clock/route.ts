import * as z from 'zod/mini';
import { adminHandoverSchema, demoClockSchema } from '@/lib/schemas/handover';
import { setDemoClock } from '@/lib/server/handover/demo-clock';
import { readLotId } from '@/lib/server/handover/read-lot-id';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lotId: string }> };

// POST /rest-api/v2/admin/handover/{lotId}/demo-clock — demo mode only: start the lot's storage clock days earlier
export const POST = withStaff<Context>(async (request, context, staff) => {
  const lotId = await readLotId(context.params);
  const { days } = await readJson(request, demoClockSchema);
  const handover = await setDemoClock(staff, request, lotId, days);
  return ok(z.encode(adminHandoverSchema, handover), { headers: { 'cache-control': 'private, no-store' } });
}, 'handover.write');
