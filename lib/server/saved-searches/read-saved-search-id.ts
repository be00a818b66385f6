import 'server-only';
import { savedSearchId, savedSearchTarget } from '@/lib/schemas/saved-searches';
import { ApiError } from '../http/api-error';

type Params = Promise<{ id: string }>;

/** {id} of member/search/{id} as a number: 422 naming id otherwise. */
export async function readSavedSearchId(params: Params): Promise<number> {
  const parsed = savedSearchId.safeParse((await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'idInvalid' });
  return parsed.data;
}

/** {id} of POST member/search/{id}: `new` or a number, 422 naming id otherwise. */
export async function readSaveTarget(params: Params): Promise<'new' | number> {
  const parsed = savedSearchTarget.safeParse((await params).id);
  if (!parsed.success) throw ApiError.invalid({ id: 'idInvalid' });
  return parsed.data;
}
