import { laneCommandRoute } from '@/lib/server/lanes/lane-command-route';

export const dynamic = 'force-dynamic';

// POST /rest-api/v2/admin/lanes/{id}/resume — run the paused countdown again from what was left (Idempotency-Key)
export const POST = laneCommandRoute('resume');
