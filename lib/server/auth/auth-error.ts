import 'server-only';
import { isAPIError } from 'better-auth/api';

/** The code of a better-auth API error (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS...), or null for others. */
export function authErrorCode(error: unknown): string | null {
  if (!isAPIError(error)) return null;
  const code = (error.body as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}
