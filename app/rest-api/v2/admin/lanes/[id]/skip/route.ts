import { laneCommandRoute } from '@/lib/server/lanes/lane-command-route';

export const dynamic = 'force-dynamic';

// POST /rest-api/v2/admin/lanes/{id}/skip — end the lot on the block not sold and bring the next (Idempotency-Key)
export const POST = laneCommandRoute('skip');
