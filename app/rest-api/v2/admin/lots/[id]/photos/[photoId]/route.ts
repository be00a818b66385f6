import * as z from 'zod/mini';
import { ApiError } from '@/lib/server/http/api-error';
import { ok } from '@/lib/server/http/respond';
import { readAdminLotId } from '@/lib/server/inventory/read-admin-lot-id';
import { deletePhoto } from '@/lib/server/photos/delete-photo';
import { withStaff } from '@/lib/server/staff/with-staff';
import { photoIdParam } from '@/lib/schemas/admin-photos';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; photoId: string }> };

// DELETE /rest-api/v2/admin/lots/{id}/photos/{photoId} — remove one photo and its files
export const DELETE = withStaff<Context>(async (request, context, staff) => {
  const id = await readAdminLotId(context.params);
  const photoId = z.safeParse(photoIdParam, (await context.params).photoId);
  if (!photoId.success) throw ApiError.invalid({ photoId: 'invalid' });
  const photos = await deletePhoto(staff, request, id, photoId.data);
  return ok({ photos }, { headers: { 'cache-control': 'private, no-store' } });
}, 'photos.write');
