import 'server-only';
import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { termsVersions } from '@/lib/db/schema';
import { TERMS_VERSION } from '@/lib/domain/business-rules';

/** The version the site asks members to accept, with its publication date when the table has it. */
export async function currentTerms(): Promise<{ version: number; publishedAt: Date | null }> {
  const db = await getDb();
  const [latest] = await db.select().from(termsVersions).orderBy(desc(termsVersions.version)).limit(1);
  if (latest && latest.version === TERMS_VERSION)
    return { version: latest.version, publishedAt: latest.publishedAt };
  return { version: TERMS_VERSION, publishedAt: null };
}
