import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { documents } from '@/lib/db/schema';
import { ApiError } from '../http/api-error';

/**
 * One of the member's own documents, not deleted; 404 for anyone else's or a deleted one (nothing tells them apart).
 * With `lock`, the row is locked for the caller's transaction (FOR UPDATE).
 */
export async function ownDocument(
  db: Db,
  memberId: string,
  id: number,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.memberId, memberId), isNull(documents.deletedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw ApiError.notFound('There is no such document.');
  return row;
}
