import * as z from 'zod/mini';
import { memberMeSchema } from '@/lib/schemas/member';
import { refreshedClaims } from '@/lib/server/auth/claims-refresh';
import { withMember } from '@/lib/server/auth/with-member';
import { ok } from '@/lib/server/http/respond';
import { setCookieHeaders } from '@/lib/server/http/set-cookies';
import { memberMe } from '@/lib/server/members/member-me';

// GET /rest-api/v1.0/member/me — the current member (SPEC §3); slides the session cookie forward and refreshes a
// stale claims cookie on the way
export const GET = withMember(async (request, _context, member) => {
  const claims = await refreshedClaims(request, member);
  const cookies = [...member.refreshedCookies, ...(claims ? [claims] : [])];
  return ok(z.encode(memberMeSchema, await memberMe(member.id)), { headers: setCookieHeaders(cookies) });
});
