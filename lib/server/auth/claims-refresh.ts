import 'server-only';
import { CLAIMS_COOKIE } from '@/lib/domain/session';
import { verifyClaims } from './claims';
import { issueClaims } from './claims-cookie';
import { sessionSecret } from './session-secret';
import type { SignedInMember } from './session';

function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/**
 * A fresh claims cookie when the request's claims are missing, forged or out of date for this member (the terms
 * version changed elsewhere, another member signed in); null when they are right.
 */
export async function refreshedClaims(request: Request, member: SignedInMember): Promise<string | null> {
  const token = cookieValue(request, CLAIMS_COOKIE);
  const claims = token ? await verifyClaims(token, sessionSecret()) : null;
  if (claims && claims.memberId === member.id && claims.termsVersion === member.acceptedTermsVersion)
    return null;
  return issueClaims(
    { memberId: member.id, termsVersion: member.acceptedTermsVersion },
    member.sessionExpiresAt,
  );
}
