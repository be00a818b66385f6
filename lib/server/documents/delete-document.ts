import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { documents } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { ownDocument } from './own-document';
import { removeStoredFile } from './storage';

const log = logger('documents');

/**
 * DELETE member/files/{id}: the member removes one of their own uploads. The row is kept as deleted (an audit trail of
 * what was uploaded and its hash) and the file itself is removed. Invoices and bills of sale are records of a sale and
 * stay (409); anyone else's file, or one already deleted, is 404.
 */
export async function deleteDocument(memberId: string, id: number): Promise<{ id: number; deleted: true }> {
  const db = await getDb();
  const row = await ownDocument(db, memberId, id);
  if (row.kind !== 'id') {
    throw ApiError.conflict('document_not_deletable', 'Invoices and bills of sale cannot be deleted.');
  }
  const [gone] = await db
    .update(documents)
    .set({ deletedAt: new Date() })
    .where(and(eq(documents.id, id), eq(documents.memberId, memberId), isNull(documents.deletedAt)))
    .returning({ storagePath: documents.storagePath });
  if (!gone) throw ApiError.notFound('There is no such document.');
  // After the commit: a failure here leaves an unreachable file (logged), never a listed one without its file.
  await removeStoredFile(gone.storagePath).catch((e: unknown) =>
    log.error(`document ${id}: file not removed`, e),
  );
  return { id, deleted: true };
}
