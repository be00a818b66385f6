import * as z from 'zod/mini';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { readLaneState } from '@/lib/server/lanes/lane-view';
import { readLaneId } from '@/lib/server/lanes/read-lane-command';
import { withStaff } from '@/lib/server/staff/with-staff';
import { laneStateSchema } from '@/lib/schemas/admin-lanes';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

// GET /rest-api/v2/admin/lanes/{id} — one lane (auction): the lot on the block, its bid, countdown and bidders
export const GET = withStaff<Context>(async (_request, context) => {
  const state = await readLaneState(await readLaneId(context.params));
  if (!state) throw ApiError.notFound('No lane (auction) has this id.');
  return ok(z.encode(laneStateSchema, state), { headers: { 'cache-control': 'private, no-store' } });
}, 'lanes.control');
