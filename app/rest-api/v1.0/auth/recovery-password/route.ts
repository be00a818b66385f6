import { recoveryRequestSchema } from '@/lib/schemas/auth';
import { requestRecovery } from '@/lib/server/auth/recovery';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';

// POST /rest-api/v1.0/auth/recovery-password — mails a recovery link (202 whether or not the address is known)
export const POST = handle(async (request: Request) => {
  const { email, locale } = await readJson(request, recoveryRequestSchema, { limit: SMALL_JSON_BODY_LIMIT });
  await requestRecovery(email, locale, request);
  return ok({ requested: true }, { status: 202 });
});
