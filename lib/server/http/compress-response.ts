import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';

const compress = compression();

/**
 * Compresses an answer (gzip or deflate, as the client accepts) the way Next does with next.config `compress`,
 * which is off: Next would compress inside its handler, and the CSP nonce must be swapped in the plain text, so
 * server.ts compresses here, under that swap (lib/server/http/csp-response). The same middleware Next ships; and,
 * as Next does, a zlib stream left behind by a client that went away is released.
 */
export function compressResponse(req: IncomingMessage, res: ServerResponse): void {
  compress(req, res, () => undefined);
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
}
