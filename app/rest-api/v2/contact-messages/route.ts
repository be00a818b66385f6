import { contactMessageSchema } from '@/lib/schemas/contact';
import { clientAddress } from '@/lib/server/http/client-address';
import { readJson } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { storeContactMessage } from '@/lib/server/content/contact-messages';
import { consume } from '@/lib/server/rate-limit/limiters';

/** The largest valid message (5,000 characters, every one \u-escaped) with its other fields fits in 64 KB. */
const MAX_BODY_BYTES = 64 * 1024;

// POST /rest-api/v2/contact-messages — the contact form (rate-limited per address before the body is read, validated,
// stored)
export const POST = handle(async (request: Request) => {
  const address = clientAddress(request);
  await consume('contact', address);
  const input = await readJson(request, contactMessageSchema, { limit: MAX_BODY_BYTES });
  return ok(await storeContactMessage(input, address));
});
