import { ok } from '@/lib/server/http/respond';
import { readJson } from '@/lib/server/http/read-input';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { arrangePhotos } from '@/lib/server/photos/arrange-photos';
import { lotPhotosForConsole } from '@/lib/server/photos/console-photos';
import { uploadPhotos } from '@/lib/server/photos/upload-photos';
import { withStaff } from '@/lib/server/staff/with-staff';
import { arrangePhotosSchema } from '@/lib/schemas/admin-photos';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };
const PRIVATE = { 'cache-control': 'private, no-store' };

// GET /rest-api/v2/admin/lots/{id}/photos — the lot's photos in order
export const GET = withStaff<Context>(async (_request, context) => {
  const photos = await lotPhotosForConsole(await readAdminLotId(context.params));
  return ok({ photos }, { headers: PRIVATE });
}, 'lots.read');

// POST /rest-api/v2/admin/lots/{id}/photos — add photos (multipart, one or many `file` fields)
export const POST = withStaff<Context>(async (request, context, staff) => {
  const photos = await uploadPhotos(staff, request, await readAdminLotId(context.params));
  return ok({ photos }, { headers: PRIVATE });
}, 'photos.write');

// PUT /rest-api/v2/admin/lots/{id}/photos — the order of every photo and the cover
export const PUT = withStaff<Context>(async (request, context, staff) => {
  const id = await readAdminLotId(context.params);
  const photos = await arrangePhotos(staff, request, id, await readJson(request, arrangePhotosSchema));
  return ok({ photos }, { headers: PRIVATE });
}, 'photos.write');
