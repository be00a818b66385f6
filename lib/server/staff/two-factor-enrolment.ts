import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members, sessions } from '@/lib/db/schema';
import { getAuth } from '../auth/auth';
import { authErrorCode } from '../auth/auth-error';
import { newSessionClaims } from '../auth/new-session-claims';
import { ApiError } from '../http/api-error';
import {
  currentPasswordAccepted,
  spendCurrentPasswordAttempt,
  wrongCurrentPassword,
} from '../members/current-password';
import type { StaffMember } from './staff-member';

export interface EnrolmentStart {
  /** The `otpauth://` URI an authenticator app reads (from a QR code, or tapped on the phone itself). */
  totpUri: string;
  /** The same secret in Base32, for typing into the app by hand. */
  secret: string;
  /** Ten single-use recovery codes: shown once, kept by the staff member for a lost phone. */
  recoveryCodes: string[];
}

function alreadyEnrolled(): ApiError {
  return ApiError.conflict('already_enrolled', 'An authenticator is already set up for this account.');
}

/** Whether the member has confirmed an authenticator (their sign-in asks for its code). */
export async function enrolled(memberId: string): Promise<boolean> {
  const [row] = await (
    await getDb()
  )
    .select({ on: members.twoFactorEnabled })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.on === true;
}

/**
 * Step one of enrolling an authenticator (better-auth's two-factor plugin): the password again (a checked current
 * password, with its limit), then a new TOTP secret and recovery codes, kept unconfirmed until step two. Starting
 * again replaces an unconfirmed secret.
 */
export async function startEnrolment(
  staff: StaffMember,
  password: string,
  request: Request,
): Promise<EnrolmentStart> {
  if (await enrolled(staff.id)) throw alreadyEnrolled();
  await spendCurrentPasswordAttempt(staff.id);
  const auth = await getAuth();
  let started;
  try {
    started = await auth.api.enableTwoFactor({ body: { password }, headers: request.headers });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'INVALID_PASSWORD') throw wrongCurrentPassword();
    if (code === 'TOTP_ALREADY_ENABLED') throw alreadyEnrolled();
    throw error;
  }
  await currentPasswordAccepted(staff.id);
  if (started.method !== 'totp') throw new Error('the two-factor plugin enabled another method than TOTP');
  const secret = new URL(started.totpURI).searchParams.get('secret');
  if (!secret) throw new Error('the TOTP URI carries no secret');
  return { totpUri: started.totpURI, secret, recoveryCodes: started.backupCodes };
}

/**
 * Step two: a code from the app confirms the secret. The plugin then marks the account enrolled and replaces this
 * session with a new one (a staff session: 12 hours from now); every other session of the account, started without
 * the second factor, ends. Answers the Set-Cookie values of the new session and claims. Like a member's password
 * change, this is the account's own security setting, not a back-office write: it writes no audit row.
 */
export async function confirmEnrolment(
  staff: StaffMember,
  code: string,
  request: Request,
): Promise<string[]> {
  if (await enrolled(staff.id)) throw alreadyEnrolled();
  const startedAt = new Date();
  const auth = await getAuth();
  let confirmed;
  try {
    confirmed = await auth.api.verifyTOTP({
      body: { code: code.replace(/\s+/g, '') },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const refused = authErrorCode(error);
    if (refused === 'INVALID_CODE') throw ApiError.invalid({ code: 'codeWrong' }, 'The code is not right.');
    if (refused === 'TOTP_NOT_ENABLED') {
      throw ApiError.conflict(
        'enrolment_not_started',
        'Start again: enter your password to get a new secret.',
      );
    }
    throw error;
  }
  await (
    await getDb()
  )
    .delete(sessions)
    .where(and(eq(sessions.memberId, staff.id), lt(sessions.createdAt, startedAt)));
  return [...confirmed.headers.getSetCookie(), await newSessionClaims(staff.id, staff.acceptedTermsVersion)];
}
