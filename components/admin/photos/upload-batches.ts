import { PHOTO_MAX_BYTES, PHOTO_REQUEST_MAX_BYTES } from '@/lib/domain/lot-photos';

/** Files per upload request: a request stays well under the server's cap (PHOTO_REQUEST_MAX_BYTES). */
const FILES_PER_REQUEST = 8;
const BYTES_PER_REQUEST = PHOTO_REQUEST_MAX_BYTES - PHOTO_MAX_BYTES;

/** Splits the chosen files into requests the server takes, in their order (a file alone may be up to the cap). */
export function uploadBatches<T extends { size: number }>(files: readonly T[]): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const file of files) {
    if (batch.length > 0 && (batch.length === FILES_PER_REQUEST || bytes + file.size > BYTES_PER_REQUEST)) {
      batches.push(batch);
      batch = [];
      bytes = 0;
    }
    batch.push(file);
    bytes += file.size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
