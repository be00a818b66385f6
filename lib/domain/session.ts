/**
 * The session cookie (httpOnly, set by the auth library). In production it is Secure and carries the `__Secure-`
 * prefix; middleware only checks that one of the two is there.
 */
export const SESSION_COOKIE = 'sl_session';
export const SECURE_SESSION_COOKIE = `__Secure-${SESSION_COOKIE}`;
/** The signed claims cookie (member id, accepted terms version), read by middleware without a database call. */
export const CLAIMS_COOKIE = 'sl_claims';

export function hasSessionCookie(cookies: { has(name: string): boolean }): boolean {
  return cookies.has(SESSION_COOKIE) || cookies.has(SECURE_SESSION_COOKIE);
}
