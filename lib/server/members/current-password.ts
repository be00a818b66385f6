import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { accounts } from '@/lib/db/schema';
import { verifyPassword } from '../auth/password';
import { ApiError } from '../http/api-error';
import { assertNotExhausted, recordFailure, resetLimit } from '../rate-limit/limiters';

/**
 * The current password that confirms a change on the security forms. Wrong answers count per member: after 10 in 15
 * minutes every attempt gets 429 until the window passes, right password or not; a right one clears the count.
 */
export async function assertCurrentPasswordAttemptsLeft(memberId: string): Promise<void> {
  await assertNotExhausted('currentPassword', memberId);
}

/** Counts a wrong current password and gives the 422 that names the field. */
export async function wrongCurrentPassword(memberId: string): Promise<ApiError> {
  await recordFailure('currentPassword', memberId);
  return ApiError.invalid({ currentPassword: 'currentPasswordWrong' });
}

export async function currentPasswordAccepted(memberId: string): Promise<void> {
  await resetLimit('currentPassword', memberId);
}

/** Checks the password against the member's credential account (the hash better-auth keeps), with the limit. */
export async function verifyCurrentPassword(memberId: string, password: string): Promise<void> {
  await assertCurrentPasswordAttemptsLeft(memberId);
  const db = await getDb();
  const [account] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.providerId, 'credential')));
  if (!account?.password || !(await verifyPassword(password, account.password))) {
    throw await wrongCurrentPassword(memberId);
  }
  await currentPasswordAccepted(memberId);
}
