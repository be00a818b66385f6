import 'server-only';
import { getAuth, sessionEnd } from '../auth/auth';
import { authErrorCode } from '../auth/auth-error';
import { issueClaims } from '../auth/claims-cookie';
import { assertPasswordAllowed } from '../auth/password-policy';
import type { SignedInMember } from '../auth/session';
import {
  currentPasswordAccepted,
  spendCurrentPasswordAttempt,
  wrongCurrentPassword,
} from './current-password';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * A new password, confirmed with the current one (each attempt spends a point of the member's limit before any hash;
 * a right one clears the count). better-auth ends every session of the member and opens a new one for this browser:
 * the answer's Set-Cookie values carry it and fresh claims, so the member stays signed in here while every other
 * device is signed out.
 */
export async function changePassword(
  member: SignedInMember,
  input: PasswordChange,
  request: Request,
): Promise<{ cookies: string[] }> {
  await assertPasswordAllowed(input.newPassword, 'newPassword');
  await spendCurrentPasswordAttempt(member.id);
  const auth = await getAuth();
  let result;
  try {
    result = await auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD' || code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') {
      throw wrongCurrentPassword();
    }
    throw error;
  }
  await currentPasswordAccepted(member.id);
  const claims = await issueClaims(
    { memberId: member.id, termsVersion: member.acceptedTermsVersion },
    sessionEnd(),
  );
  return { cookies: [...result.headers.getSetCookie(), claims] };
}
