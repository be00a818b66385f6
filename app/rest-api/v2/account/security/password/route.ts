import { passwordChangeSchema } from '@/lib/schemas/security';
import { withMember } from '@/lib/server/auth/with-member';
import { readJson, SMALL_JSON_BODY_LIMIT } from '@/lib/server/http/read-input';
import { ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';
import { changePassword } from '@/lib/server/members/change-password';

// POST /rest-api/v2/account/security/password — a new password, confirmed with the current one; every other session
// ends and this browser gets a new session cookie and claims
export const POST = withMember(async (request, _context, member) => {
  const input = await readJson(request, passwordChangeSchema, { limit: SMALL_JSON_BODY_LIMIT });
  const { cookies } = await changePassword(member, input, request);
  return ok({ passwordChanged: true }, { headers: setCookieHeaders(cookies) });
});
