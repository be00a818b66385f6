import * as z from 'zod/mini';
import { handoverListQuery, handoverPageSchema } from '@/lib/schemas/handover';
import { listHandovers } from '@/lib/server/handover/list-handovers';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/handover?q&step&paid&pickedUp&page — sold lots with title step, paid, last free day, pickup
export const GET = withStaff(async (request) => {
  const page = await listHandovers(readQuery(request, handoverListQuery));
  return ok(z.encode(handoverPageSchema, page), { headers: { 'cache-control': 'private, no-store' } });
}, 'handover.read');
