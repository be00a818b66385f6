import 'server-only';
import { fileTypeFromBuffer } from 'file-type';

/** What a photo may be, by its content. */
export type PhotoKind = 'jpeg' | 'png' | 'webp' | 'heic';

const KINDS: Record<string, PhotoKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  // Phones' HEIC and HEIF (file-type names some brands image/heif, and bursts *-sequence).
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/heic-sequence': 'heic',
  'image/heif-sequence': 'heic',
};

/** The kind of an upload by its magic bytes, whatever its name or Content-Type say; null for anything else. */
export async function sniffPhoto(bytes: Uint8Array): Promise<PhotoKind | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && KINDS[found.mime]) ?? null;
}
