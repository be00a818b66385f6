import 'server-only';
import { secureCookies } from './auth';
import { claimsCookie, clearedClaimsCookie, signClaims, type SessionClaims } from './claims';
import { sessionSecret } from './session-secret';

/** The Set-Cookie value carrying these claims until `expiresAt` (the session's end). */
export async function issueClaims(claims: SessionClaims, expiresAt: Date): Promise<string> {
  const token = await signClaims(claims, sessionSecret(), expiresAt);
  return claimsCookie(token, expiresAt, { secure: secureCookies() });
}

export function clearClaims(): string {
  return clearedClaimsCookie({ secure: secureCookies() });
}
