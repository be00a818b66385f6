import { passwordResetSchema } from '@/lib/schemas/auth';
import { resetPassword } from '@/lib/server/auth/recovery';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';

// POST /rest-api/v1.0/auth/reset-password — a new password with a recovery token; every session ends
export const POST = handle(async (request: Request) => {
  const { token, password } = await readJson(request, passwordResetSchema, { limit: SMALL_JSON_BODY_LIMIT });
  await resetPassword(token, password, request);
  return ok({ reset: true });
});
