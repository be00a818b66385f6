import 'server-only';
import { ApiError } from '../http/api-error';

/** The `{id}` of member/files/{id}: a positive integer, else 422 naming `id`. */
export async function readDocumentId(params: Promise<{ id: string }>): Promise<number> {
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647) {
    throw ApiError.invalid({ id: 'documentIdInvalid' });
  }
  return Number(id);
}
