import 'server-only';
import type { SecondFactorInput } from '@/lib/schemas/auth';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { consume, refund } from '../rate-limit/limiters';
import { getAuth } from './auth';
import { authErrorCode } from './auth-error';
import { newSessionClaims } from './new-session-claims';
import type { SessionStarted } from './sign-in';

/** How long an account stays locked after 10 wrong codes in a row (the two-factor plugin's default). */
const LOCKED_SECONDS = 15 * 60;

function expired(message: string): ApiError {
  return new ApiError(401, 'second_factor_expired', message);
}

/** The library's refusals as our JSON errors: a wrong code, a sign-in to start again, or a locked account. */
function secondFactorError(code: string | null, method: SecondFactorInput['method']): ApiError | null {
  switch (code) {
    case 'INVALID_CODE':
      return new ApiError(
        401,
        'invalid_code',
        'The code is not right. Check the authenticator app and try again.',
      );
    case 'INVALID_BACKUP_CODE':
      return new ApiError(
        401,
        'invalid_code',
        'The recovery code is not right, or it has been used already.',
      );
    case 'INVALID_TWO_FACTOR_COOKIE':
      return expired('This sign-in has expired. Enter your e-mail and password again.');
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return expired('Too many wrong codes. Enter your e-mail and password again.');
    case 'TOTP_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return expired(
        `This account has no ${method === 'totp' ? 'authenticator' : 'recovery codes'} to check.`,
      );
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return ApiError.rateLimited(LOCKED_SECONDS);
    default:
      return null;
  }
}

/**
 * The second step of a sign-in whose password was right (./sign-in said `secondFactorRequired`): the code of the
 * authenticator app, or a recovery code (the library strikes it off, so it works once). The pending step lives in the
 * library's signed `two_factor` cookie for 10 minutes and allows 5 tries; 10 wrong codes in a row lock the account
 * for 15 minutes. Each try also spends a sign-in point of the client address, given back on success.
 */
export async function verifySecondFactor(
  input: SecondFactorInput,
  request: Request,
): Promise<SessionStarted> {
  const address = clientAddress(request);
  await consume('signInAddress', address);
  const auth = await getAuth();
  const code = input.code.replace(/\s+/g, '');
  let result;
  try {
    result =
      input.method === 'totp'
        ? await auth.api.verifyTOTP({ body: { code }, headers: request.headers, returnHeaders: true })
        : await auth.api.verifyBackupCode({ body: { code }, headers: request.headers, returnHeaders: true });
  } catch (error) {
    throw secondFactorError(authErrorCode(error), input.method) ?? error;
  }
  await refund('signInAddress', address);
  const user = result.response.user as { id: string; acceptedTermsVersion?: number | null };
  return {
    memberId: user.id,
    cookies: [
      ...result.headers.getSetCookie(),
      await newSessionClaims(user.id, user.acceptedTermsVersion ?? null),
    ],
  };
}
