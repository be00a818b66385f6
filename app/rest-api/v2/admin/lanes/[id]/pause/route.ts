import { laneCommandRoute } from '@/lib/server/lanes/lane-command-route';

export const dynamic = 'force-dynamic';

// POST /rest-api/v2/admin/lanes/{id}/pause — stop the lane's countdown, keeping what is left; bids wait (Idempotency-Key)
export const POST = laneCommandRoute('pause');
