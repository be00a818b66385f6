import 'server-only';
import * as z from 'zod/mini';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { ApiError } from '../http/api-error';

/** The {id} of an admin lot path as a number: 422 naming id unless it has 9 digits. */
export async function readAdminLotId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(lotIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return parsed.data;
}
