import 'server-only';
import { getDb } from '@/lib/db/database';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { ownDocument } from './own-document';
import { readStoredFile } from './storage';

const log = logger('documents');

/** The ASCII fallback and the RFC 5987 form of a file name, for Content-Disposition. */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET member/files/{id}: the member's own stored file, inline, with its sniffed type; 404 for anyone else's. The
 * browser must not guess another type (nosniff), and nothing keeps a copy (private, no-store).
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
      'content-type': row.mimeType,
      'content-length': String(bytes.byteLength),
      'content-disposition': disposition(row.fileName),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
}
