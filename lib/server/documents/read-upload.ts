import 'server-only';
import { DOCUMENT_MAX_BYTES, MULTIPART_OVERHEAD_BYTES } from '@/lib/domain/documents';
import { ApiError } from '../http/api-error';

const tooLarge = () =>
  new ApiError(413, 'payload_too_large', 'The file is larger than the limit.', { file: 'fileTooLarge' });

/**
 * The body of a multipart request, read with a cap: a Content-Length past the limit is refused before anything is
 * read, and a body that turns out longer (chunked, or a lying header) is cut off as soon as it passes the limit, so
 * an oversize upload never sits whole in memory.
 */
async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export interface Upload {
  bytes: Uint8Array;
  /** The name the browser sent (unsanitized: metadata only). */
  name: string;
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
  const body = await readCapped(request, DOCUMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
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
  return { bytes: new Uint8Array(await file.arrayBuffer()), name };
}
