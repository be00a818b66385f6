import 'server-only';
import { getDb } from '@/lib/db/database';
import { documents } from '@/lib/db/schema';
import { safeFileName, withExtension } from '@/lib/domain/documents';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { consume } from '../rate-limit/limiters';
import { documentView, type DocumentView } from './document-view';
import { readUpload } from './read-upload';
import { sniffIdType } from './sniff-type';
import { removeStoredFile, storeFile } from './storage';

const log = logger('documents');

/**
 * POST member/ids: store a member's identity document. The type comes from the content (PDF, JPEG, PNG or HEIC);
 * anything else is refused with 422 whatever it is called. The file is written under a random name with its SHA-256,
 * then recorded; the answer comes once both are done.
 */
export async function uploadId(memberId: string, request: Request): Promise<DocumentView> {
  await consume('documentUpload', memberId);
  const upload = await readUpload(request);
  const type = await sniffIdType(upload.bytes);
  if (!type) {
    throw ApiError.invalid({ file: 'fileTypeNotAllowed' }, 'Upload a PDF, JPEG, PNG or HEIC file.');
  }
  const fileName = withExtension(safeFileName(upload.name, 'id'), type.ext);
  const stored = await storeFile(memberId, upload.bytes);
  try {
    const db = await getDb();
    const [row] = await db
      .insert(documents)
      .values({ memberId, kind: 'id', fileName, mimeType: type.mime, ...stored })
      .returning();
    return documentView(row!);
  } catch (error) {
    await removeStoredFile(stored.storagePath).catch((e: unknown) =>
      log.warn('orphan upload not removed', e),
    );
    throw error;
  }
}
