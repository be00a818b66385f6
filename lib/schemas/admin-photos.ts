/**
 * The console's lot photos (issue 23): the order-and-cover body of PUT /rest-api/v2/admin/lots/{id}/photos and the
 * {photoId} of DELETE .../photos/{photoId}. zod/mini: the console's panel reads the same schema.
 */
import * as z from 'zod/mini';
import { MAX_PHOTOS_PER_LOT } from '@/lib/domain/lot-photos';

const photoId = z.int().check(z.positive('invalid'), z.maximum(2_147_483_647, 'invalid'));

export const arrangePhotosSchema = z.strictObject({
  /** Every photo id of the lot, each once, in the new order. */
  order: z.array(photoId).check(z.maxLength(MAX_PHOTOS_PER_LOT, 'tooMany')),
  /** The cover; left out, the cover stays. */
  coverId: z.optional(photoId),
});
export type ArrangePhotos = z.output<typeof arrangePhotosSchema>;

/** A photo id in a path: 1 to 10 digits. */
export const photoIdParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,9}$/, 'invalid')),
  z.transform((value) => Number(value)),
);
