import { photoFileResponse } from '@/lib/server/photos/photo-file';

type Context = { params: Promise<{ lotId: string; key: string; file: string }> };

// GET /lot-images/photos/{lotId}/{key}/{width}.{avif|webp} and .../og.jpg — a lot photo's rendition, cached for good
export async function GET(_request: Request, context: Context) {
  const { lotId, key, file } = await context.params;
  return photoFileResponse(lotId, key, file);
}
