import { analyticsEventSchema } from '@/lib/schemas/analytics';
import { trackEvent } from '@/lib/server/analytics/track-event';
import { ApiError } from '@/lib/server/http/api-error';
import { clientAddress } from '@/lib/server/http/client-address';
import { readJson } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { consume } from '@/lib/server/rate-limit/limiters';

/** An event is at most ~4 KB of payload plus a few short fields. */
const MAX_BODY_BYTES = 16_384;

// POST /event/v1/track — store one analytics event
export const POST = handle(async (request: Request) => {
  await consume('analytics', clientAddress(request));
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    throw new ApiError(413, 'payload_too_large', 'The event is too large.');
  }
  // A client_id of 'f' (tracking off) is refused by the schema with a 422 naming client_id.
  await trackEvent(await readJson(request, analyticsEventSchema));
  return ok({ stored: true }, { status: 202 });
});
