import 'server-only';
import { Readable } from 'node:stream';
import { PHOTO_KEY, photoFileType } from '@/lib/domain/lot-photos';
import { fileStorage } from '../storage/local-storage';

/** A file's URL names its content for good (a new photo gets a new key), so caches may keep it for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = () =>
  Response.json(
    { error: { code: 'not_found', message: 'No such photo.' } },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );

/**
 * GET /lot-images/photos/{lotId}/{key}/{file}: a stored rendition (`{width}.avif`, `{width}.webp`) or the og:image
 * (`og.jpg`), streamed from storage with its type and immutable caching; 404 (JSON) for any other path or a file
 * that is not there (a deleted photo).
 */
export async function photoFileResponse(lotId: string, key: string, file: string): Promise<Response> {
  const type = photoFileType(file);
  if (!/^[0-9]{9}$/.test(lotId) || !PHOTO_KEY.test(key) || !type) return notFound();
  const opened = await fileStorage().open(`lot-photos/${lotId}/${key}/${file}`);
  if (!opened) return notFound();
  return new Response(Readable.toWeb(opened.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'content-type': type,
      'content-length': String(opened.size),
      'cache-control': PHOTO_CACHE_CONTROL,
      'x-content-type-options': 'nosniff',
    },
  });
}
