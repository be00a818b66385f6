import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { accounts } from '@/lib/db/schema';
import { verifyPassword } from '../auth/password';
import { ApiError } from '../http/api-error';
import { consume, resetLimit } from '../rate-limit/limiters';

/**
 * The current password that confirms a change on the security forms. Every check spends a point per member BEFORE
 * the password is hashed (atomically, so simultaneous attempts all count): after 10 in 15 minutes every attempt gets
 * 429 until the window passes, right password or not; a right one clears the count (LIMITS.currentPassword).
 */
export async function spendCurrentPasswordAttempt(memberId: string): Promise<void> {
  await consume('currentPassword', memberId);
}

/** The 422 that names the field, for a wrong current password (its attempt was spent up front). */
export function wrongCurrentPassword(): ApiError {
  return ApiError.invalid({ currentPassword: 'currentPasswordWrong' });
}

export async function currentPasswordAccepted(memberId: string): Promise<void> {
  await resetLimit('currentPassword', memberId);
}

/** Checks the password against the member's credential account (the hash better-auth keeps), with the limit. */
export async function verifyCurrentPassword(memberId: string, password: string): Promise<void> {
  await spendCurrentPasswordAttempt(memberId);
  const db = await getDb();
  const [account] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.providerId, 'credential')));
  if (!account?.password || !(await verifyPassword(password, account.password))) {
    throw wrongCurrentPassword();
  }
  await currentPasswordAccepted(memberId);
}
