import * as z from 'zod/mini';
import { adminHandoverSchema } from '@/lib/schemas/handover';
import { findHandover } from '@/lib/server/handover/list-handovers';
import { readLotId } from '@/lib/server/handover/read-lot-id';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ lotId: string }> };

// GET /rest-api/v2/admin/handover/{lotId} — one sold lot's title, pickup, storage and delays
export const GET = withStaff<Context>(async (_request, context) => {
  const handover = await findHandover(await readLotId(context.params));
  if (!handover) throw ApiError.notFound('No sold lot has this id.');
  return ok(z.encode(adminHandoverSchema, handover), { headers: { 'cache-control': 'private, no-store' } });
}, 'handover.read');
