import * as z from 'zod/mini';
import { readQuery } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { withStaff } from '@/lib/server/staff/with-staff';
import { verificationQueue } from '@/lib/server/verification/verification-queue';
import { verificationQueueQuery, verificationQueueSchema } from '@/lib/schemas/admin-verification';

export const dynamic = 'force-dynamic';

// GET /rest-api/v2/admin/verification?page — the ids waiting for review, oldest upload first
export const GET = withStaff(async (request) => {
  const queue = await verificationQueue(readQuery(request, verificationQueueQuery));
  return ok(z.encode(verificationQueueSchema, queue), { headers: { 'cache-control': 'private, no-store' } });
}, 'verification.write');
