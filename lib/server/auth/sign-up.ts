import 'server-only';
import type { SignUpInput } from '@/lib/schemas/auth';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { consume } from '../rate-limit/limiters';
import { getAuth, sessionEnd } from './auth';
import { authErrorCode } from './auth-error';
import { issueClaims } from './claims-cookie';
import { assertPasswordAllowed } from './password-policy';
import type { SessionStarted } from './sign-in';

/**
 * Registration as a Guest member, signed in at once. The new member has accepted no terms yet, so the claims send
 * them to /terms first (SPEC §4).
 */
export async function signUp(input: Required<SignUpInput>, request: Request): Promise<SessionStarted> {
  await assertPasswordAllowed(input.password);
  // Spent atomically before the password is hashed, so simultaneous registrations all count.
  await consume('signUp', clientAddress(request));
  const auth = await getAuth();
  let result;
  try {
    result = await auth.api.signUpEmail({
      body: {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
        countryIso2: input.countryIso2,
      },
      headers: request.headers,
      returnHeaders: true,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      throw ApiError.invalid({ email: 'emailTaken' });
    }
    throw error;
  }
  const memberId = result.response.user.id;
  return {
    memberId,
    cookies: [
      ...result.headers.getSetCookie(),
      await issueClaims({ memberId, termsVersion: null }, sessionEnd()),
    ],
  };
}
