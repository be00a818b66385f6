import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { lotPhotos } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { logger } from '@/lib/log';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { fileStorage } from '../storage/local-storage';
import { writeArrangement } from './arrange-photos';
import { lockLot, photoRowsOf, photoState, toLotPhoto } from './photo-rows';
import { photosChanged } from './photos-changed';

const log = logger('photos');

/**
 * DELETE /rest-api/v2/admin/lots/{id}/photos/{photoId}: the row goes (the others close up; a deleted cover passes to
 * the first photo left), audited as `photo.delete`; once committed its files go too. 404 for a photo of another lot.
 * Answers the lot's photos.
 */
export async function deletePhoto(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  photoId: number,
): Promise<LotPhoto[]> {
  const db = await getDb();
  const { lot, rows, removed } = await transaction(db, async (tx) => {
    const locked = await lockLot(tx, lotId);
    const current = await photoRowsOf(tx, lotId);
    const photo = current.find((row) => row.id === photoId);
    if (!photo) throw ApiError.notFound('This lot has no photo with this id.');
    await tx.delete(lotPhotos).where(and(eq(lotPhotos.lotId, lotId), eq(lotPhotos.id, photoId)));
    const left = current.filter((row) => row.id !== photoId);
    const cover = left.find((row) => row.isCover)?.id ?? left[0]?.id ?? null;
    await writeArrangement(
      tx,
      lotId,
      left.map((row) => row.id),
      cover,
    );
    const after = await photoRowsOf(tx, lotId);
    await recordAudit(tx, staff, request, {
      action: 'photo.delete',
      entity: 'lot',
      entityId: lotId,
      before: { ...photoState(current), deleted: photoId },
      after: photoState(after),
    });
    return { lot: locked, rows: after, removed: photo };
  });
  await fileStorage()
    .remove(removed.storagePrefix)
    .catch((error: unknown) => log.error(`removing the files of photo ${photoId} failed`, error));
  await photosChanged(lot);
  return rows.map(toLotPhoto);
}
