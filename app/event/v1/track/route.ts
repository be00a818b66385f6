import { analyticsEventSchema } from '@/lib/schemas/analytics';
import { trackEvent } from '@/lib/server/analytics/track-event';
import { clientAddress } from '@/lib/server/http/client-address';
import { readJson } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { consume } from '@/lib/server/rate-limit/limiters';

/** An event is at most ~4 KB of payload plus a few short fields. */
const MAX_BODY_BYTES = 16_384;

// POST /event/v1/track — store one analytics event
export const POST = handle(async (request: Request) => {
  await consume('analytics', clientAddress(request));
  // 413 past 16 KB, by Content-Length or, for a chunked body, while it streams. A client_id of 'f' (tracking off) is
  // refused by the schema with a 422 naming client_id.
  await trackEvent(await readJson(request, analyticsEventSchema, { limit: MAX_BODY_BYTES }));
  return ok({ stored: true }, { status: 202 });
});
