import 'server-only';
import type { Db } from '@/lib/db/client';
import { lotPhotos } from '@/lib/db/schema';
import { recordAudit } from '../audit/record-audit';
import type { SignedInStaff } from '../staff/staff-member';
import { photoRowsOf, photoState, type LotPhotoRow } from './photo-rows';
import type { PreparedPhoto } from './prepare-photo';

/**
 * Inside the transaction that locked the lot: adds `fresh` (prepared, not yet on the lot) after its `current` photos,
 * the first one the cover when the lot has none, and records the upload in the audit log. Returns the lot's photos
 * after it. The console's upload and the bulk import's photos both go through here.
 */
export async function appendPhotos(
  tx: Db,
  who: { staff: Pick<SignedInStaff, 'id' | 'email'>; request: { headers: Headers } | null },
  lotId: number,
  current: readonly LotPhotoRow[],
  fresh: readonly PreparedPhoto[],
): Promise<LotPhotoRow[]> {
  const hasCover = current.some((row) => row.isCover);
  await tx.insert(lotPhotos).values(
    fresh.map((photo, i) => ({
      lotId,
      position: current.length + i,
      isCover: !hasCover && i === 0,
      storagePrefix: photo.storagePrefix,
      contentHash: photo.contentHash,
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
      placeholder: photo.placeholder,
      ogBytes: photo.ogBytes,
    })),
  );
  const after = await photoRowsOf(tx, lotId);
  await recordAudit(tx, who.staff, who.request, {
    action: 'photo.upload',
    entity: 'lot',
    entityId: lotId,
    before: photoState(current),
    after: photoState(after),
  });
  return after;
}
