import 'server-only';
import * as z from 'zod/mini';
import { importIdParam } from '@/lib/schemas/admin-imports';
import { ApiError } from '../http/api-error';

/** The {id} of an import path as a number: 422 naming id unless it is one. */
export async function readImportId(params: Promise<{ id: string }>): Promise<number> {
  const parsed = z.safeParse(importIdParam, (await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'invalid' });
  return parsed.data;
}
