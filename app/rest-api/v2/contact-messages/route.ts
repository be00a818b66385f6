import { contactMessageSchema } from '@/lib/schemas/contact';
import { clientAddress } from '@/lib/server/http/client-address';
import { readJson } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { storeContactMessage } from '@/lib/server/content/contact-messages';
import { consume } from '@/lib/server/rate-limit/limiters';

// POST /rest-api/v2/contact-messages — the contact form (validated, rate-limited per address, stored)
export const POST = handle(async (request: Request) => {
  const address = clientAddress(request);
  const input = await readJson(request, contactMessageSchema);
  await consume('contact', address);
  return ok(await storeContactMessage(input, address));
});
