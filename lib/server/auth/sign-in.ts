import 'server-only';
import type { SignInInput } from '@/lib/schemas/auth';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { consume, refund, resetLimit } from '../rate-limit/limiters';
import { getAuth, sessionEnd } from './auth';
import { authErrorCode } from './auth-error';
import { issueClaims } from './claims-cookie';

export interface SignInResult {
  memberId: string;
  /** Set-Cookie values: the session and the claims. */
  cookies: string[];
}

/**
 * E-mail and password sign-in. Every attempt spends a point per client address and per account BEFORE the password
 * is hashed (atomically, so N simultaneous attempts count N); after 10 in 15 minutes of either, every attempt gets 429
 * until the window passes, right password or not. A success clears the account's count and gives the address its
 * point back, so in effect both count failures (see LIMITS).
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
  const { user } = result.response;
  return {
    memberId: user.id,
    cookies: [
      ...result.headers.getSetCookie(),
      await issueClaims({ memberId: user.id, termsVersion: user.acceptedTermsVersion ?? null }, sessionEnd()),
    ],
  };
}
