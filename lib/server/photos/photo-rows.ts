import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { lotPhotos, lots } from '@/lib/db/schema';
import type { LotPhoto, PhotoRef } from '@/lib/domain/lot-photos';
import { ApiError } from '../http/api-error';

export type LotPhotoRow = typeof lotPhotos.$inferSelect;

/** The folder key of a storage prefix (`lot-photos/{lotId}/{key}`). */
export function keyOf(storagePrefix: string): string {
  return storagePrefix.slice(storagePrefix.lastIndexOf('/') + 1);
}

export function toPhotoRef(
  lotId: number,
  row: Pick<LotPhotoRow, 'storagePrefix' | 'width' | 'height' | 'widths' | 'placeholder'>,
): PhotoRef {
  return {
    lotId,
    key: keyOf(row.storagePrefix),
    width: row.width,
    height: row.height,
    widths: row.widths,
    placeholder: row.placeholder,
  };
}

export function toLotPhoto(row: LotPhotoRow): LotPhoto {
  return { id: row.id, position: row.position, isCover: row.isCover, ...toPhotoRef(row.lotId, row) };
}

/** A lot's photo rows in their order. */
export function photoRowsOf(db: Db, lotId: number): Promise<LotPhotoRow[]> {
  return db
    .select()
    .from(lotPhotos)
    .where(eq(lotPhotos.lotId, lotId))
    .orderBy(asc(lotPhotos.position), asc(lotPhotos.id));
}

export async function listLotPhotos(db: Db, lotId: number): Promise<LotPhoto[]> {
  return (await photoRowsOf(db, lotId)).map(toLotPhoto);
}

/**
 * The lot, locked for the rest of the transaction (photo writes of one lot take turns: the count of 40 and the one
 * cover hold), or 404. `lock: false`: only whether it is there.
 */
export async function lockLot(
  tx: Db,
  lotId: number,
  { lock = true }: { lock?: boolean } = {},
): Promise<{ id: number; stockNumber: string }> {
  const query = tx
    .select({ id: lots.id, stockNumber: lots.stockNumber })
    .from(lots)
    .where(eq(lots.id, lotId));
  const [lot] = lock ? await query.for('update') : await query;
  if (!lot) throw ApiError.notFound('No lot has this id.');
  return lot;
}

/** The audit's picture of a lot's photos: their ids in order and the cover. */
export function photoState(rows: readonly Pick<LotPhotoRow, 'id' | 'isCover'>[]) {
  return { photoIds: rows.map((r) => r.id), coverId: rows.find((r) => r.isCover)?.id ?? null };
}
