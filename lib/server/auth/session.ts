import 'server-only';
import { getAuth } from './auth';
import { fastSession } from './session-fast-path';

/** The signed-in member of a request, as the session lookup gives it. */
export interface SignedInMember {
  id: string;
  email: string;
  firstName: string;
  membershipCode: string;
  acceptedTermsVersion: number | null;
  sessionExpiresAt: Date;
  /** Set-Cookie values when the lookup slid the session forward (member/me passes them on). */
  refreshedCookies: string[];
}

/**
 * The member whose valid session cookie these headers carry, or null (no cookie, forged, expired or revoked). The
 * plain case is one query (session-fast-path); the rest, sliding the session forward included, is better-auth's.
 */
export async function memberFromHeaders(headers: Headers): Promise<SignedInMember | null> {
  const fast = await fastSession(headers);
  if (fast) return { ...fast, refreshedCookies: [] };
  const auth = await getAuth();
  const { response: found, headers: setCookies } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!found) return null;
  const { user, session } = found;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    membershipCode: user.membershipCode ?? 'guest',
    acceptedTermsVersion: user.acceptedTermsVersion ?? null,
    sessionExpiresAt: new Date(session.expiresAt),
    refreshedCookies: setCookies.getSetCookie(),
  };
}
