import 'server-only';
import type { Locale } from '@/lib/domain/locales';
import { ApiError } from '../http/api-error';
import { clientAddress } from '../http/client-address';
import { publicOrigin } from '../http/public-origin';
import { consume } from '../rate-limit/limiters';
import { getAuth } from './auth';
import { authErrorCode } from './auth-error';
import { assertPasswordAllowed } from './password-policy';
import { recoveryContext } from './recovery-mail';

/**
 * Mails a single-use recovery link when the address belongs to a member. The answer is the same either way, so the
 * form does not tell who is registered. Both limits (per client, per address) are spent before the mail, atomically.
 */
export async function requestRecovery(email: string, locale: Locale, request: Request): Promise<void> {
  await consume('recoveryAddress', clientAddress(request));
  await consume('recoveryEmail', email);
  const auth = await getAuth();
  await recoveryContext.run({ origin: publicOrigin(request), locale }, () =>
    auth.api.requestPasswordReset({ body: { email }, headers: request.headers }),
  );
}

/**
 * Sets a new password with a recovery token (used once, valid one hour) and ends every session of the member. A point
 * per client address is spent before the token is looked up and the new password hashed.
 */
export async function resetPassword(token: string, password: string, request: Request): Promise<void> {
  await assertPasswordAllowed(password);
  await consume('passwordReset', clientAddress(request));
  const auth = await getAuth();
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_TOKEN') throw ApiError.invalid({ token: 'tokenInvalid' });
    throw error;
  }
}
