import * as z from 'zod/mini';
import { ok } from '@/lib/server/http/respond';
import { listLiveLanes } from '@/lib/server/lanes/lane-view';
import { withStaff } from '@/lib/server/staff/with-staff';
import { laneListSchema } from '@/lib/schemas/admin-lanes';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/lanes — the lanes selling now (paused ones too), by branch and lane
export const GET = withStaff(async () => {
  const items = await listLiveLanes();
  return ok(z.encode(laneListSchema, { items }), { headers: { 'cache-control': 'private, no-store' } });
}, 'lanes.control');
