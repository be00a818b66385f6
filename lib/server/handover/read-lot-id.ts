import 'server-only';
import * as z from 'zod/mini';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { ApiError } from '../http/api-error';

/** The {lotId} of a handover path as a number: 422 naming lotId unless it has 9 digits. */
export async function readLotId(params: Promise<{ lotId: string }>): Promise<number> {
  const parsed = z.safeParse(lotIdParam, (await params).lotId);
  if (!parsed.success) throw ApiError.invalid({ lotId: 'A lot id has 9 digits.' });
  return parsed.data;
}
