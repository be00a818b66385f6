import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { members } from '@/lib/db/schema';
import { TERMS_VERSION } from '@/lib/domain/business-rules';
import { ApiError } from '../http/api-error';

/**
 * Records that the member accepted the current terms. A client that read an older version than the site's (the
 * terms changed while the page was open) gets 409, so nobody accepts a text they did not see.
 */
export async function acceptTerms(memberId: string, version: number = TERMS_VERSION): Promise<number> {
  if (version !== TERMS_VERSION) {
    throw ApiError.conflict(
      'terms_changed',
      'The terms have changed since this page was opened. Please read them again.',
    );
  }
  const db = await getDb();
  await db
    .update(members)
    .set({ acceptedTermsVersion: TERMS_VERSION, updatedAt: new Date() })
    .where(eq(members.id, memberId));
  return TERMS_VERSION;
}
