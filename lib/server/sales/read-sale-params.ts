import 'server-only';
import * as z from 'zod/mini';
import { saleIdParam } from '@/lib/schemas/admin-sales';
import { lotIdParam } from '@/lib/schemas/watchlist';
import { ApiError } from '../http/api-error';

/** The {id} of a sales path as a number: 422 naming id unless it is a positive int4. */
export async function readSaleId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(saleIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return parsed.data;
}

/** The {id} and {lotId} of a sale's lot path: 422 naming the one that is wrong (a lot id has 9 digits). */
export async function readSaleLotIds(
  params: Promise<{ id: string; lotId: string }>,
): Promise<[number, number]> {
  const { id, lotId } = await params;
  const sale = z.safeParse(saleIdParam, id);
  const lot = z.safeParse(lotIdParam, lotId);
  if (!sale.success || !lot.success)
    throw ApiError.invalid({
      ...(sale.success ? {} : { id: 'invalid' }),
      ...(lot.success ? {} : { lotId: 'invalid' }),
    });
  return [sale.data, lot.data];
}
