import 'server-only';
import { getDb } from '@/lib/db/database';
import { getAuth } from './auth';
import { fastSession } from './session-fast-path';
import { holdsStaffRole, staffSessionOver } from './staff-session';

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
 * The member whose valid session cookie these headers carry, or null (no cookie, forged, expired or revoked, or a
 * staff session STAFF_SESSION_HOURS after it started). The plain case is one query (session-fast-path); the rest,
 * sliding a member's session forward included, is better-auth's.
 */
export async function memberFromHeaders(headers: Headers): Promise<SignedInMember | null> {
  const fast = await fastSession(headers);
  if (fast === null) return null;
  if (fast) return { ...fast, refreshedCookies: [] };
  const auth = await getAuth();
  const { response: found, headers: setCookies } = await auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!found) return null;
  const { user, session } = found;
  if (staffSessionOver(new Date(session.createdAt)) && (await holdsStaffRole(await getDb(), user.id)))
    return null;
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
