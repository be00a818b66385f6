import 'server-only';
import { getAuth } from './auth';
import { authErrorCode } from './auth-error';
import { clearClaims } from './claims-cookie';

/** Ends the session of these headers (if any) and returns the Set-Cookie values that clear both cookies. */
export async function signOut(request: Request): Promise<string[]> {
  const auth = await getAuth();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    return [...result.headers.getSetCookie(), clearClaims()];
  } catch (error) {
    // No session to end (better-auth says so with its own error): clear whatever the browser still holds.
    if (authErrorCode(error) === null) throw error;
    return [clearClaims()];
  }
}
