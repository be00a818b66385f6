import 'server-only';
import { getDb } from '@/lib/db/database';
import { transaction } from '@/lib/db/transaction';
import {
  MAX_PHOTOS_PER_LOT,
  PHOTO_MAX_BYTES,
  PHOTO_REQUEST_MAX_BYTES,
  type LotPhoto,
} from '@/lib/domain/lot-photos';
import { logger } from '@/lib/log';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { fileStorage } from '../storage/local-storage';
import { multipartFiles } from './multipart-files';
import { appendPhotos } from './append-photos';
import { lockLot, photoRowsOf, toLotPhoto } from './photo-rows';
import { photosChanged } from './photos-changed';
import { contentHashOf, preparePhoto, type PreparedPhoto } from './prepare-photo';
import { sniffPhoto } from './sniff-photo';

const log = logger('photos');

const tooMany = () =>
  ApiError.conflict(
    'too_many_photos',
    `A lot may have at most ${MAX_PHOTOS_PER_LOT} photos: delete some first.`,
  );

/**
 * POST /rest-api/v2/admin/lots/{id}/photos: each `file` of the multipart body, read one at a time as it streams, is
 * sniffed (JPEG, PNG, WebP, HEIC/HEIF, else 422 `file: notAnImage`), capped (25 MB, 413), rendered and stored; then
 * one transaction adds them after the lot's photos (the first photo of a lot is its cover) with the audit record. A
 * file the lot has already (same bytes) adds nothing; past 40 photos the request is a 409. All or nothing: on any
 * refusal no photo of the request stays, rows or files. Answers the lot's photos.
 */
export async function uploadPhotos(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: Request,
  lotId: number,
): Promise<LotPhoto[]> {
  const db = await getDb();
  await lockLot(db, lotId, { lock: false });
  const before = await photoRowsOf(db, lotId);
  if (before.length >= MAX_PHOTOS_PER_LOT) throw tooMany();
  const hashes = new Set(before.map((row) => row.contentHash));
  const prepared: PreparedPhoto[] = [];
  const discard = (photos: readonly PreparedPhoto[]) =>
    Promise.all(photos.map((photo) => fileStorage().remove(photo.storagePrefix))).catch((error: unknown) =>
      log.error('removing the files of refused photos failed', error),
    );
  try {
    let files = 0;
    const limits = { field: 'file', fileBytes: PHOTO_MAX_BYTES, requestBytes: PHOTO_REQUEST_MAX_BYTES };
    for await (const bytes of multipartFiles(request, limits)) {
      files += 1;
      const kind = await sniffPhoto(bytes);
      if (!kind)
        throw ApiError.invalid({ file: 'notAnImage' }, 'Only JPEG, PNG, WebP and HEIC photos are taken.');
      const hash = contentHashOf(bytes);
      if (hashes.has(hash)) continue;
      if (before.length + prepared.length >= MAX_PHOTOS_PER_LOT) throw tooMany();
      hashes.add(hash);
      prepared.push(await preparePhoto(lotId, bytes, kind, hash));
    }
    if (files === 0) throw ApiError.invalid({ file: 'fileRequired' }, 'Send at least one photo as `file`.');
    const { lot, rows, added } = await transaction(db, async (tx) => {
      const locked = await lockLot(tx, lotId);
      const current = await photoRowsOf(tx, lotId);
      const known = new Set(current.map((row) => row.contentHash));
      const fresh = prepared.filter((photo) => !known.has(photo.contentHash));
      if (current.length + fresh.length > MAX_PHOTOS_PER_LOT) throw tooMany();
      if (fresh.length === 0) return { lot: locked, rows: current, added: [] };
      const after = await appendPhotos(tx, { staff, request }, lotId, current, fresh);
      return { lot: locked, rows: after, added: fresh };
    });
    // Photos another upload of the same files added meanwhile: theirs stay, these go.
    await discard(prepared.filter((photo) => !added.includes(photo)));
    if (added.length > 0) await photosChanged(lot);
    return rows.map(toLotPhoto);
  } catch (error) {
    await discard(prepared);
    throw error;
  }
}
