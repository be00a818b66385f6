import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { documents, idReviews } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { ownDocument } from './own-document';
import { removeStoredFile } from './storage';

const log = logger('documents');

/**
 * DELETE member/files/{id}: the member removes one of their own uploads. The row is kept as deleted (an audit trail of
 * what was uploaded and its hash) and the file itself is removed. Invoices and bills of sale are records of a sale and
 * stay (409), and so does an approved id (409 `id_approved`: it is what verifies the member); anyone else's file, or
 * one already deleted, is 404. The upload's row is locked first, as staff's decision locks it, so a decision and a
 * deletion go one after the other: an id is never approved once deleted, nor deleted once approved.
 */
export async function deleteDocument(memberId: string, id: number): Promise<{ id: number; deleted: true }> {
  const db = await getDb();
  const gone = await transaction(db, async (tx) => {
    const row = await ownDocument(tx, memberId, id, { lock: true });
    if (row.kind !== 'id') {
      throw ApiError.conflict('document_not_deletable', 'Invoices and bills of sale cannot be deleted.');
    }
    const [approved] = await tx
      .select({ id: idReviews.id })
      .from(idReviews)
      .where(and(eq(idReviews.documentId, id), eq(idReviews.status, 'approved')));
    if (approved) {
      throw ApiError.conflict(
        'id_approved',
        'An approved id stays on file: it is what verifies your account.',
      );
    }
    const [updated] = await tx
      .update(documents)
      .set({ deletedAt: new Date() })
      .where(and(eq(documents.id, id), eq(documents.memberId, memberId), isNull(documents.deletedAt)))
      .returning({ storagePath: documents.storagePath });
    if (!updated) throw ApiError.notFound('There is no such document.');
    return updated;
  });
  // After the commit: a failure here leaves an unreachable file (logged), never a listed one without its file.
  await removeStoredFile(gone.storagePath).catch((e: unknown) =>
    log.error(`document ${id}: file not removed`, e),
  );
  return { id, deleted: true };
}
