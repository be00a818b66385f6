import 'server-only';
import * as z from 'zod/mini';
import { reviewIdParam } from '@/lib/schemas/admin-verification';
import { ApiError } from '../http/api-error';

/** The {id} of a verification path as a number: 422 naming id unless it is a positive 32-bit integer. */
export async function readReviewId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(reviewIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return Number(parsed.data);
}
