import 'server-only';
import { getDb } from '@/lib/db/database';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { filePresentation } from './file-presentation';
import { ownDocument } from './own-document';
import { readStoredFile } from './storage';

const log = logger('documents');

/**
 * GET member/files/{id}: the member's own stored file with its sniffed type, inline or as a download as
 * file-presentation decides; 404 for anyone else's. The browser must not guess another type (nosniff), and nothing
 * keeps a copy (private, no-store).
 */
export async function documentFileResponse(memberId: string, id: number): Promise<Response> {
  const db = await getDb();
  const row = await ownDocument(db, memberId, id);
  let bytes: Uint8Array;
  try {
    bytes = await readStoredFile(row.storagePath);
  } catch (error) {
    log.error(`document ${row.id} is recorded but its file cannot be read`, error);
    throw ApiError.notFound('There is no such document.');
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
