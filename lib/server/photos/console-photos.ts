import 'server-only';
import { getDb } from '@/lib/db/database';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { listLotPhotos, lockLot } from './photo-rows';

/** GET /rest-api/v2/admin/lots/{id}/photos and the console's panel: the lot's photos in order, or 404. */
export async function lotPhotosForConsole(lotId: number): Promise<LotPhoto[]> {
  const db = await getDb();
  await lockLot(db, lotId, { lock: false });
  return listLotPhotos(db, lotId);
}
