import 'server-only';
import type { SignInInput } from '@/lib/schemas/auth';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { consume, refund, resetLimit } from '../rate-limit/limiters';
import { getAuth } from './auth';
import { authErrorCode } from './auth-error';
import { clearClaims } from './claims-cookie';
import { newSessionClaims } from './new-session-claims';

/** A session that has started: its member and the Set-Cookie values of the session and the claims. */
export interface SessionStarted {
  memberId: string;
  cookies: string[];
}

export type SignInResult =
  | (SessionStarted & { secondFactorRequired: false })
  | {
      memberId: null;
      /** The password was right and the account has a second factor: no session until its code is given. */
      secondFactorRequired: true;
      /** Set-Cookie values: the short-lived, signed cookie of the pending second step (and the old ones cleared). */
      cookies: string[];
    };

/**
 * E-mail and password sign-in. Every attempt spends a point per client address and per account BEFORE the password
 * is hashed (atomically, so N simultaneous attempts count N); after 10 in 15 minutes of either, every attempt gets 429
 * until the window passes, right password or not. A success clears the account's count and gives the address its
 * point back, so in effect both count failures (see LIMITS). For an account with a second factor (staff) a right
 * password opens only the second step (./second-factor); the session comes after it.
 */
export async function signIn(input: Required<SignInInput>, request: Request): Promise<SignInResult> {
  const address = clientAddress(request);
  // The address first: an address already refused spends no point of the account it names.
  await consume('signInAddress', address);
  await consume('signInAccount', input.email);
  const auth = await getAuth();
  let result;
  try {
    result = await auth.api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (authErrorCode(error) !== 'INVALID_EMAIL_OR_PASSWORD') throw error;
    throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is not right.');
  }
  await Promise.all([resetLimit('signInAccount', input.email), refund('signInAddress', address)]);
  const answer: object = result.response;
  if ('twoFactorRedirect' in answer && answer.twoFactorRedirect === true) {
    // The library has cleared the session cookie; the claims of an earlier session go with it.
    return {
      memberId: null,
      secondFactorRequired: true,
      cookies: [...result.headers.getSetCookie(), clearClaims()],
    };
  }
  const { user } = result.response;
  return {
    memberId: user.id,
    secondFactorRequired: false,
    cookies: [
      ...result.headers.getSetCookie(),
      await newSessionClaims(user.id, user.acceptedTermsVersion ?? null),
    ],
  };
}
