import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { fileStorage } from '../storage/local-storage';
import { renderPhoto, type RenderedPhoto } from './render-photo';
import type { PhotoKind } from './sniff-photo';

/** A photo whose files are stored, not yet a row. */
export interface PreparedPhoto extends Omit<RenderedPhoto, 'files'> {
  storagePrefix: string;
  contentHash: string;
}

/** SHA-256 of the uploaded bytes, hex: the same file uploaded twice to one lot is one photo. */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The storage folder of a new photo: a random key, so its URLs name this content only. */
export function newPhotoPrefix(lotId: number): string {
  return `lot-photos/${lotId}/${randomBytes(8).toString('hex')}`;
}

/** Renders a photo and stores its files under a new folder; on failure nothing of it stays stored. */
export async function preparePhoto(
  lotId: number,
  bytes: Uint8Array,
  kind: PhotoKind,
  contentHash = contentHashOf(bytes),
): Promise<PreparedPhoto> {
  const { files, ...rendered } = await renderPhoto(bytes, kind);
  const storagePrefix = newPhotoPrefix(lotId);
  const storage = fileStorage();
  try {
    for (const file of files) await storage.put(`${storagePrefix}/${file.name}`, file.bytes);
  } catch (error) {
    await storage.remove(storagePrefix);
    throw error;
  }
  return { ...rendered, storagePrefix, contentHash };
}
