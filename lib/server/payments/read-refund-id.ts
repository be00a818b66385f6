import 'server-only';
import * as z from 'zod/mini';
import { refundIdParam } from '@/lib/schemas/admin-payments';
import { ApiError } from '../http/api-error';

/** The {id} of an admin refund path as a number: 422 naming id unless it has 1 to 9 digits, above 0. */
export async function readRefundId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(refundIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'Not a refund id.' }, 'The refund id is not valid.');
  return Number(parsed.data);
}
