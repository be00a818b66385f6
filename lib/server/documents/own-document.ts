import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';

/** One of the member's own documents, not deleted; 404 for anyone else's or a deleted one (nothing tells them apart). */
export async function ownDocument(db: Db, memberId: string, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.memberId, memberId), isNull(documents.deletedAt)));
  if (!row) throw ApiError.notFound('There is no such document.');
  return row;
}
