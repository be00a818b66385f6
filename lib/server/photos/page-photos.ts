import 'server-only';
import { cache } from 'react';
import { getDb } from '@/lib/db/database';
import type { LotPhoto } from '@/lib/domain/lot-photos';
import { listLotPhotos } from './photo-rows';

/** A lot's photos in order, read once per request (the lot page and its metadata share the read). */
export const pagePhotos = cache(async (lotId: number): Promise<LotPhoto[]> =>
  listLotPhotos(await getDb(), lotId),
);
