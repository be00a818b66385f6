import { jwtVerify, SignJWT } from 'jose';
import { CLAIMS_COOKIE } from '@/lib/domain/session';

/**
 * The signed claims cookie: who is signed in and which terms version they accepted. Middleware reads it on every page
 * without touching the database (SPEC §4 terms redirect); the server re-issues it whenever those facts change.
 */
export interface SessionClaims {
  memberId: string;
  termsVersion: number | null;
}

const ALGORITHM = 'HS256';

function keyFor(secret: string): Uint8Array {
  // A key of its own, so the claims never share a MAC key with the auth library's session cookie.
  return new TextEncoder().encode(`sl-claims:${secret}`);
}

export async function signClaims(claims: SessionClaims, secret: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ tv: claims.termsVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.memberId)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFor(secret));
}

/** The claims when the token is genuine and unexpired; null otherwise. */
export async function verifyClaims(token: string, secret: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: [ALGORITHM] });
    const tv = payload.tv;
    if (typeof payload.sub !== 'string' || !(tv === null || typeof tv === 'number')) return null;
    return { memberId: payload.sub, termsVersion: tv };
  } catch {
    return null;
  }
}

interface CookieOptions {
  secure: boolean;
}

/** The Set-Cookie value that stores the claims until the session ends. */
export function claimsCookie(token: string, expiresAt: Date, { secure }: CookieOptions): string {
  return [
    `${CLAIMS_COOKIE}=${token}`,
    'Path=/',
    `Expires=${expiresAt.toUTCString()}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The Set-Cookie value that removes the claims (sign-out). */
export function clearedClaimsCookie({ secure }: CookieOptions): string {
  return [
    `${CLAIMS_COOKIE}=`,
    'Path=/',
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
