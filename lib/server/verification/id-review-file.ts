import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { documents, idReviews } from '@/lib/db/schema';
import { logger } from '@/lib/log';
import { filePresentation } from '../documents/file-presentation';
import { readStoredFile } from '../documents/storage';
import { ApiError } from '../http/api-error';

const log = logger('verification');

/**
 * GET /rest-api/v2/admin/verification/{id}/file: the uploaded id under review, for staff with verification.write, read
 * from the documents' storage (lib/server/documents/storage). Presented as the member's own download is
 * (file-presentation: PNG and JPEG inline in a script-less sandbox, anything else a download, nosniff) and never kept
 * by any cache (private, no-store): an id is the most private file the site holds. 404 when the review has no upload
 * on file (none, or the member deleted it).
 */
export async function idReviewFileResponse(id: number): Promise<Response> {
  const db = await getDb();
  const [row] = await db
    .select({
      documentId: documents.id,
      kind: documents.kind,
      mimeType: documents.mimeType,
      fileName: documents.fileName,
      storagePath: documents.storagePath,
    })
    .from(idReviews)
    .innerJoin(documents, eq(documents.id, idReviews.documentId))
    .where(and(eq(idReviews.id, id), isNull(documents.deletedAt)));
  if (!row) throw ApiError.notFound('There is no such id on file.');
  let bytes: Uint8Array;
  try {
    bytes = await readStoredFile(row.storagePath);
  } catch (error) {
    log.error(`id review ${id}: document ${row.documentId} is recorded but its file cannot be read`, error);
    throw ApiError.notFound('There is no such id on file.');
  }
  return new Response(Buffer.from(bytes), {
    status: 200,
    headers: {
      ...filePresentation(row.kind, row.mimeType, row.fileName),
      'content-length': String(bytes.byteLength),
      'cache-control': 'private, no-store',
    },
  });
}
