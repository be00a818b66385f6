import 'server-only';
import { getDb } from '@/lib/db/database';
import { documentFilePath } from '@/lib/domain/documents';
import { billByToken, tokenProblem, type TokenProblem } from './token-check';

export type SigningRequest =
  | { status: 'ready'; billOfSaleId: number; lotId: number; documentUrl: string; expiresAt: string }
  | { status: TokenProblem };

/** What the documents page shows for the signing link's `?sign=` token: the bill to sign, or why it cannot be. */
export async function signingRequest(memberId: string, token: string, now: Date): Promise<SigningRequest> {
  const bill = await billByToken(await getDb(), token);
  const problem = tokenProblem(bill, memberId, now);
  if (problem || !bill) return { status: problem ?? 'unknown' };
  return {
    status: 'ready',
    billOfSaleId: bill.id,
    lotId: bill.lotId,
    documentUrl: documentFilePath(bill.documentId),
    expiresAt: bill.tokenExpiresAt.toISOString(),
  };
}
