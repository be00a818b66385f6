import { secondFactorSchema } from '@/lib/schemas/auth';
import { verifySecondFactor } from '@/lib/server/auth/second-factor';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';

// POST /rest-api/v1.0/auth/sign-in/two-factor — the second step of a sign-in: an authenticator code or a recovery
// code; sets the session and claims cookies
export const POST = handle(async (request: Request) => {
  const input = await readJson(request, secondFactorSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const { memberId, cookies } = await verifySecondFactor(input, request);
  return ok({ memberId }, { headers: setCookieHeaders(cookies) });
});
