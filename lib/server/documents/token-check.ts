import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { billsOfSale } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';
import { hashSigningToken } from './signing-token';

export type TokenProblem = 'unknown' | 'foreign' | 'used' | 'expired';

type BillOfSaleRow = typeof billsOfSale.$inferSelect;

/** Why a signing token cannot be used by this member now, or null when it can. */
export function tokenProblem(
  bill: BillOfSaleRow | undefined,
  memberId: string,
  now: Date,
): TokenProblem | null {
  if (!bill) return 'unknown';
  if (bill.memberId !== memberId) return 'foreign';
  if (bill.signedAt) return 'used';
  if (bill.tokenExpiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The bill of sale a token belongs to (by its hash), locked for the signature when `lock` is set. */
export async function billByToken(db: Db, token: string, lock = false): Promise<BillOfSaleRow | undefined> {
  const query = db
    .select()
    .from(billsOfSale)
    .where(eq(billsOfSale.tokenHash, hashSigningToken(token)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The refusal of each token problem: the code names it; `fields.token` is the form's i18n key. */
export function tokenError(problem: TokenProblem): ApiError {
  switch (problem) {
    case 'unknown':
      return new ApiError(404, 'token_unknown', 'This signing link is not valid.', { token: 'tokenUnknown' });
    case 'foreign':
      return new ApiError(403, 'token_foreign', 'This signing link belongs to another account.', {
        token: 'tokenForeign',
      });
    case 'used':
      return new ApiError(409, 'token_used', 'This bill of sale is already signed.', { token: 'tokenUsed' });
    case 'expired':
      return new ApiError(409, 'token_expired', 'This signing link has expired.', { token: 'tokenExpired' });
  }
}
