import 'server-only';
import { ApiError } from './api-error';

/**
 * A request body read with a cap, while it streams: a Content-Length past the limit is refused before anything is
 * read, and a body that turns out longer (chunked, or a lying header) is cancelled as soon as it passes the limit, so
 * an oversize body is never pulled whole, let alone held in memory. Throws `tooLarge()` (413 by default).
 */
export async function readBodyCapped(
  request: Request,
  limit: number,
  tooLarge: () => ApiError = () => ApiError.tooLarge(),
): Promise<Uint8Array<ArrayBuffer>> {
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
