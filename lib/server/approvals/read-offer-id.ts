import 'server-only';
import * as z from 'zod/mini';
import { offerIdParam } from '@/lib/schemas/offers';
import { ApiError } from '../http/api-error';

/** The {id} of an offer path as a number: 422 naming id unless it is a positive integer. */
export async function readOfferId(params: Promise<{ id: string }>): Promise<number> {
  const raw = (await params).id;
  const parsed = z.safeParse(offerIdParam, /^[0-9]{1,10}$/.test(raw) ? raw : 'x');
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return parsed.data;
}
