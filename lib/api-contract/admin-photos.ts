import { MAX_PHOTOS_PER_LOT, PHOTO_MAX_BYTES, PHOTO_REQUEST_MAX_BYTES } from '@/lib/domain/lot-photos';
import { arrangePhotosSchema, photoIdParam } from '@/lib/schemas/admin-photos';
import { lotIdParam } from '@/lib/schemas/watchlist';
import type { Operation } from './operation';
import { arrayOf, bool, int, object, str } from './shapes';

const tag = 'Back office';
const id = { schema: lotIdParam, description: 'The lot id: 9 digits.' };
const MB = 1024 * 1024;
const STAFF = (permission: string) =>
  `Staff with the \`${permission}\` permission; other staff and members get 403.`;

const photo = object(
  {
    id: int,
    lotId: int,
    key: str,
    position: int,
    isCover: bool,
    width: int,
    height: int,
    widths: arrayOf(int),
    placeholder: str,
  },
  {
    description:
      'LotPhoto (lib/domain/lot-photos.ts). Files: `/lot-images/photos/{lotId}/{key}/{width}.avif` and `.webp` for ' +
      'each of `widths`, and `.../og.jpg` (1200 x 630); `placeholder` is a tiny blurred WebP data: URL.',
  },
);
const answer = { description: 'The lot’s photos in order.', data: object({ photos: arrayOf(photo) }) };

/** The console's lot photos (issue 23): upload, order and cover, delete, and the list. */
export const adminPhotoOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/lots/{id}/photos',
    tag,
    summary: 'A lot’s photos in order',
    description: STAFF('lots.read'),
    access: 'member',
    params: { id },
    success: answer,
    errors: { 403: true, 404: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/lots/{id}/photos',
    tag,
    summary: 'Add photos to a lot',
    description:
      `${STAFF('photos.write')} Multipart with one or many \`file\` fields: JPEG, PNG, WebP or HEIC/HEIF by content ` +
      `(anything else a 422 naming \`file\`), at most ${PHOTO_MAX_BYTES / MB} MB each and ` +
      `${Math.floor(PHOTO_REQUEST_MAX_BYTES / MB)} MB a request (413). EXIF orientation is applied, then all ` +
      'metadata (GPS too) is dropped. A file the lot has already adds nothing; past ' +
      `${MAX_PHOTOS_PER_LOT} photos a lot, 409 and none of the request's photos is added.`,
    access: 'member',
    params: { id },
    body: {
      media: 'multipart/form-data',
      description: 'The photos.',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'array', items: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
        required: ['file'],
      },
    },
    success: answer,
    errors: { 400: true, 403: true, 404: true, 409: ['too_many_photos'], 422: true },
  },
  {
    method: 'put',
    path: '/rest-api/v2/admin/lots/{id}/photos',
    tag,
    summary: 'Order a lot’s photos and choose the cover',
    description:
      `${STAFF('photos.write')} \`order\` lists every photo id of the lot once (422 otherwise); \`coverId\`, one ` +
      'of them, becomes the cover (left out, the cover stays).',
    access: 'member',
    params: { id },
    body: { json: arrangePhotosSchema },
    success: answer,
    errors: { 403: true, 404: true },
  },
  {
    method: 'delete',
    path: '/rest-api/v2/admin/lots/{id}/photos/{photoId}',
    tag,
    summary: 'Delete one of a lot’s photos and its files',
    description: `${STAFF('photos.write')} A deleted cover passes to the first photo left.`,
    access: 'member',
    params: { id, photoId: { schema: photoIdParam, description: 'The photo’s id.' } },
    success: answer,
    errors: { 403: true, 404: true },
  },
];
