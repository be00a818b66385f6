import { signOut } from '@/lib/server/auth/sign-out';
import { handle, ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';

// POST /rest-api/v1.0/auth/sign-out — ends the session and clears its cookies
export const POST = handle(async (request: Request) => {
  return ok({ signedOut: true }, { headers: setCookieHeaders(await signOut(request)) });
});
