import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { lotPhotos } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import type { ArrangePhotos } from '@/lib/schemas/admin-photos';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { lockLot, photoRowsOf, photoState, toLotPhoto } from './photo-rows';
import { photosChanged } from './photos-changed';

/** Writes positions 0..n-1 in `order` and makes `coverId` the one cover (cleared first: one cover at any time). */
export async function writeArrangement(
  tx: Db,
  lotId: number,
  order: readonly number[],
  coverId: number | null,
) {
  if (order.length === 0) return;
  const position = sql.join(
    order.map((id, i) => sql`when ${id}::int then ${i}::int`),
    sql` `,
  );
  await tx
    .update(lotPhotos)
    .set({ position: sql`case ${lotPhotos.id} ${position} end`, isCover: false })
    .where(eq(lotPhotos.lotId, lotId));
  if (coverId !== null) {
    await tx
      .update(lotPhotos)
      .set({ isCover: true })
      .where(and(eq(lotPhotos.lotId, lotId), eq(lotPhotos.id, coverId)));
  }
}

/**
 * PUT /rest-api/v2/admin/lots/{id}/photos: the new order (every photo of the lot, each once: else 422 naming
 * `order`) and the cover (one of them: else 422 naming `coverId`; left out, the cover stays). Audited as
 * `photo.reorder`. Answers the lot's photos.
 */
export async function arrangePhotos(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  lotId: number,
  { order, coverId }: ArrangePhotos,
): Promise<LotPhoto[]> {
  const db = await getDb();
  const { lot, rows } = await transaction(db, async (tx) => {
    const locked = await lockLot(tx, lotId);
    const current = await photoRowsOf(tx, lotId);
    const ids = new Set(current.map((row) => row.id));
    if (
      order.length !== ids.size ||
      new Set(order).size !== order.length ||
      !order.every((id) => ids.has(id))
    ) {
      throw ApiError.invalid(
        { order: 'notTheLotsPhotos' },
        'List every photo of the lot once, in the new order.',
      );
    }
    const cover = coverId ?? current.find((row) => row.isCover)?.id ?? order[0] ?? null;
    if (cover !== null && !ids.has(cover)) {
      throw ApiError.invalid({ coverId: 'notTheLotsPhoto' }, 'The cover must be one of the lot’s photos.');
    }
    await writeArrangement(tx, lotId, order, cover);
    const after = await photoRowsOf(tx, lotId);
    await recordAudit(tx, staff, request, {
      action: 'photo.reorder',
      entity: 'lot',
      entityId: lotId,
      before: photoState(current),
      after: photoState(after),
    });
    return { lot: locked, rows: after };
  });
  await photosChanged(lot);
  return rows.map(toLotPhoto);
}
