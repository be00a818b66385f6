import { signUpSchema } from '@/lib/schemas/auth';
import { signUp } from '@/lib/server/auth/sign-up';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { handle, ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';

// POST /rest-api/v1.0/auth/sign-up — registration as a Guest member, signed in at once
export const POST = handle(async (request: Request) => {
  const input = await readJson(request, signUpSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const { memberId, cookies } = await signUp(input, request);
  return ok({ memberId }, { headers: setCookieHeaders(cookies) });
});
