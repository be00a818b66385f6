import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import { ID_UPLOAD_TYPES, isIdUploadMime, type IdUploadMime } from '@/lib/domain/documents';

/** HEIC files carry one of these brands in their `ftyp` box; file-type names some of them image/heif. */
const HEIC_MIMES = new Set(['image/heic', 'image/heic-sequence', 'image/heif', 'image/heif-sequence']);

/**
 * The type of an upload by its content (magic bytes), whatever its name or the browser's Content-Type say: one of the
 * accepted id types, or null (an executable renamed to .pdf is null).
 */
export async function sniffIdType(bytes: Uint8Array): Promise<{ mime: IdUploadMime; ext: string } | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const mime = HEIC_MIMES.has(found.mime) ? 'image/heic' : found.mime;
  if (!isIdUploadMime(mime)) return null;
  return { mime, ext: ID_UPLOAD_TYPES[mime] };
}
