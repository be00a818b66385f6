import 'server-only';
import type { SignInInput } from '@/lib/schemas/auth';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { assertNotExhausted, recordFailure, resetLimit } from '../rate-limit/limiters';
import { getAuth, sessionEnd } from './auth';
import { authErrorCode } from './auth-error';
import { issueClaims } from './claims-cookie';

export interface SignInResult {
  memberId: string;
  /** Set-Cookie values: the session and the claims. */
  cookies: string[];
}

/**
 * E-mail and password sign-in. Failures count per account and per client address; after 10 of either in 15 minutes
 * every attempt gets 429 until the window passes, right password or not. A success clears the account's count.
 */
export async function signIn(input: Required<SignInInput>, request: Request): Promise<SignInResult> {
  const address = clientAddress(request);
  await assertNotExhausted('signInAccount', input.email);
  await assertNotExhausted('signInAddress', address);
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
    await Promise.all([recordFailure('signInAccount', input.email), recordFailure('signInAddress', address)]);
    throw new ApiError(401, 'invalid_credentials', 'The e-mail or password is not right.');
  }
  await resetLimit('signInAccount', input.email);
  const { user } = result.response;
  return {
    memberId: user.id,
    cookies: [
      ...result.headers.getSetCookie(),
      await issueClaims({ memberId: user.id, termsVersion: user.acceptedTermsVersion ?? null }, sessionEnd()),
    ],
  };
}
