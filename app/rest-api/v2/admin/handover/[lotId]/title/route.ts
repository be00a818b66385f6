import * as z from 'zod/mini';
import { adminHandoverSchema, titleMoveSchema } from '@/lib/schemas/handover';
import { moveTitle } from '@/lib/server/handover/move-title';
import { readLotId } from '@/lib/server/handover/read-lot-id';
import { readJson } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lotId: string }> };

// POST /rest-api/v2/admin/handover/{lotId}/title — the title's next step (never back, never skipping one)
export const POST = withStaff<Context>(async (request, context, staff) => {
  const lotId = await readLotId(context.params);
  const handover = await moveTitle(staff, request, lotId, await readJson(request, titleMoveSchema));
  return ok(z.encode(adminHandoverSchema, handover), { headers: { 'cache-control': 'private, no-store' } });
}, 'handover.write');
