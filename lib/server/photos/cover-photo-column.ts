import 'server-only';
import { sql } from 'drizzle-orm';
import { lotPhotos, lots } from '@/lib/db/schema';
import type { PhotoRef } from '@/lib/domain/lot-photos';
import { keyOf } from './photo-rows';

/** The cover's fields as the column below reads them (JSON). */
export interface CoverRow {
  prefix: string;
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
}

/**
 * A select column: the lot's cover photo, or null. A correlated subquery on the one-cover index, so a list of lots
 * reads its covers in the same statement (no query per card); PostgreSQL computes it for the rows the LIMIT keeps.
 */
export const coverPhotoColumn = sql<CoverRow | null>`(
  select json_build_object(
    'prefix', ${lotPhotos.storagePrefix}, 'width', ${lotPhotos.width}, 'height', ${lotPhotos.height},
    'widths', ${lotPhotos.widths}, 'placeholder', ${lotPhotos.placeholder})
  from ${lotPhotos} where ${lotPhotos.lotId} = ${lots.id} and ${lotPhotos.isCover})`;

export function coverPhotoOf(lotId: number, cover: CoverRow | null | undefined): PhotoRef | null {
  if (!cover) return null;
  const { prefix, ...rest } = cover;
  return { lotId, key: keyOf(prefix), ...rest };
}
