import { signInSchema } from '@/lib/schemas/auth';
import { signIn } from '@/lib/server/auth/sign-in';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';

// POST /rest-api/v1.0/auth/sign-in — e-mail and password; sets the session and claims cookies, or (an account with a
// second factor) the pending second step's cookie: then POST sign-in/two-factor
export const POST = handle(async (request: Request) => {
  const input = await readJson(request, signInSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const { memberId, secondFactorRequired, cookies } = await signIn(input, request);
  return ok({ memberId, secondFactorRequired }, { headers: setCookieHeaders(cookies) });
});
