import 'server-only';
import { getDb } from '@/lib/db/database';
import { documents } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import { safeFileName, withExtension } from '@/lib/domain/documents';
import { isLocale } from '@/lib/domain/locales';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import { consume } from '../rate-limit/limiters';
import { createIdReview } from '../verification/create-id-review';
import { documentView, type DocumentView } from './document-view';
import { readUpload } from './read-upload';
import { sniffIdType } from './sniff-type';
import { removeStoredFile, storeFile } from './storage';

const log = logger('documents');

/**
 * POST member/ids: store a member's identity document. The type comes from the content (PDF, JPEG, PNG or HEIC);
 * anything else is refused with 422 whatever it is called. The file is written under a random name with its SHA-256,
 * then recorded with its pending review (the console's verification queue) in one transaction; the answer comes once
 * both are done. The form's optional `locale` (the page's language) is the language staff's decision is mailed in;
 * an unknown one reads as English.
 */
export async function uploadId(memberId: string, request: Request): Promise<DocumentView> {
  await consume('documentUpload', memberId);
  const upload = await readUpload(request);
  const type = await sniffIdType(upload.bytes);
  if (!type) {
    throw ApiError.invalid({ file: 'fileTypeNotAllowed' }, 'Upload a PDF, JPEG, PNG or HEIC file.');
  }
  const locale =
    upload.fields.locale !== undefined && isLocale(upload.fields.locale) ? upload.fields.locale : 'en';
  const fileName = withExtension(safeFileName(upload.name, 'id'), type.ext);
  const stored = await storeFile(memberId, upload.bytes);
  try {
    const row = await transaction(await getDb(), async (tx) => {
      const [document] = await tx
        .insert(documents)
        .values({ memberId, kind: 'id', fileName, mimeType: type.mime, ...stored })
        .returning();
      await createIdReview(tx, { memberId, documentId: document!.id, locale, at: document!.createdAt });
      return document!;
    });
    return documentView(row);
  } catch (error) {
    await removeStoredFile(stored.storagePath).catch((e: unknown) =>
      log.warn('orphan upload not removed', e),
    );
    throw error;
  }
}
