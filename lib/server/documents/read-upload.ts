import 'server-only';
import { DOCUMENT_MAX_BYTES, MULTIPART_OVERHEAD_BYTES } from '@/lib/domain/documents';
import { ApiError } from '../http/api-error';
import { readBodyCapped } from '../http/read-body';

const tooLarge = () => ApiError.tooLarge('The file is larger than the limit.', { file: 'fileTooLarge' });

export interface Upload {
  bytes: Uint8Array;
  /** The name the browser sent (unsanitized: metadata only). */
  name: string;
  /** The form's other text fields (an id upload's `locale`), unchecked: the caller validates what it reads. */
  fields: Record<string, string>;
}

/**
 * The `file` field of a multipart/form-data request (SPEC §7 member/ids: form-encoded, the file as multipart).
 * 413 past DOCUMENT_MAX_BYTES (by header, by the bytes read, and by the file itself); 422 naming `file` when there
 * is no file or it is empty.
 */
export async function readUpload(request: Request, field = 'file'): Promise<Upload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw ApiError.invalid({ [field]: 'fileRequired' }, 'Send the file as multipart/form-data.');
  }
  // Capped while streaming (lib/server/http/read-body): an oversize upload is cut off, never held whole in memory.
  const body = await readBodyCapped(request, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'bad_request', 'The multipart body could not be read.');
  }
  const file = form.get(field);
  if (!(file instanceof Blob) || file.size === 0) throw ApiError.invalid({ [field]: 'fileRequired' });
  if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge();
  const name = 'name' in file && typeof file.name === 'string' ? file.name : '';
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string') fields[key] = value;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name, fields };
}
