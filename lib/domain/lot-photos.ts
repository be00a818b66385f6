/**
 * Lot photos (issue 23): the limits, the renditions and their URLs, shared by the server, the pages and the console.
 * Safe in the browser. A photo's files live under a random key of its own, so a URL names one content for good (new
 * content is a new photo, a new key) and may be cached as immutable.
 */

/** Photos one lot may have. */
export const MAX_PHOTOS_PER_LOT = 40;

/** Largest accepted photo: 25 MB (413 past it). */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

/** Largest upload request: ten full-size photos and their multipart framing (413 past it, while it streams). */
export const PHOTO_REQUEST_MAX_BYTES = 10 * PHOTO_MAX_BYTES + 64 * 1024;

/** The widths rendered in each format, never wider than the photo itself (its own width stands in then). */
export const PHOTO_WIDTHS = [320, 640, 1280, 1920] as const;
export const PHOTO_MAX_WIDTH = 1920;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

/** The og:image JPEG: cropped to the size social sites show large. */
export const PHOTO_OG_SIZE = { width: 1200, height: 630 } as const;

/** Where photo files are served (app/lot-images/photos/[lotId]/[key]/[file]). */
export const PHOTO_URL_PREFIX = '/lot-images/photos';

/** What a page needs to show a photo: where its files are, its upright size, its widths and its placeholder. */
export interface PhotoRef {
  lotId: number;
  /** The photo's folder name (random hex): part of every file's URL. */
  key: string;
  width: number;
  height: number;
  /** Rendered widths, ascending. */
  widths: number[];
  /** A tiny blurred WebP as a data: URL. */
  placeholder: string;
}

/** One photo of a lot, as the console and the lot page list them. */
export interface LotPhoto extends PhotoRef {
  id: number;
  position: number;
  isCover: boolean;
}

/** The widths to render for a photo `width` pixels wide: the standard ones below it, then its own (at most 1920). */
export function renditionWidths(width: number): number[] {
  const largest = Math.min(width, PHOTO_MAX_WIDTH);
  return [...PHOTO_WIDTHS.filter((w) => w < largest), largest];
}

function folderOf(photo: Pick<PhotoRef, 'lotId' | 'key'>): string {
  return `${PHOTO_URL_PREFIX}/${photo.lotId}/${photo.key}`;
}

export function renditionUrl(
  photo: Pick<PhotoRef, 'lotId' | 'key'>,
  width: number,
  format: PhotoFormat,
): string {
  return `${folderOf(photo)}/${width}.${format}`;
}

export function ogImageUrl(photo: Pick<PhotoRef, 'lotId' | 'key'>): string {
  return `${folderOf(photo)}/og.jpg`;
}

/** `srcset` of one format: every rendered width. */
export function photoSrcSet(photo: PhotoRef, format: PhotoFormat): string {
  return photo.widths.map((w) => `${renditionUrl(photo, w, format)} ${w}w`).join(', ');
}

/** The widest rendition's width (the full-screen view shows it). */
export function largestWidth(photo: Pick<PhotoRef, 'widths'>): number {
  return photo.widths[photo.widths.length - 1]!;
}

/** The rendition at most `width` wide, else the narrowest: the plain `src` of a `<picture>`. */
export function widthUpTo(photo: Pick<PhotoRef, 'widths'>, width: number): number {
  return photo.widths.filter((w) => w <= width).pop() ?? photo.widths[0]!;
}

/** The file names a photo folder may hold: `{width}.avif`, `{width}.webp` and `og.jpg`, with their media types. */
export function photoFileType(name: string): string | null {
  if (name === 'og.jpg') return 'image/jpeg';
  const match = /^([1-9][0-9]{0,3})\.(avif|webp)$/.exec(name);
  if (!match || Number(match[1]) > PHOTO_MAX_WIDTH) return null;
  return `image/${match[2]}`;
}

/** A photo folder's key: 16 to 32 lower-case hex digits. */
export const PHOTO_KEY = /^[0-9a-f]{16,32}$/;
