import * as z from 'zod/mini';
import { adminHandoverSchema, storageDelaySchema } from '@/lib/schemas/handover';
import { readLotId } from '@/lib/server/handover/read-lot-id';
import { recordDelay } from '@/lib/server/handover/record-delay';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lotId: string }> };

// POST /rest-api/v2/admin/handover/{lotId}/delays — a delay of the seller or the title: its days are not charged
export const POST = withStaff<Context>(async (request, context, staff) => {
  const lotId = await readLotId(context.params);
  const handover = await recordDelay(staff, request, lotId, await readJson(request, storageDelaySchema));
  return ok(z.encode(adminHandoverSchema, handover), { headers: { 'cache-control': 'private, no-store' } });
}, 'handover.write');
