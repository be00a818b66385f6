import 'server-only';
import pLimit from 'p-limit';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_MAX_WIDTH, PHOTO_OG_SIZE, renditionWidths } from '@/lib/domain/lot-photos';
import { ApiError } from '../http/api-error';
import { decodeHeic } from './decode-heic';
import type { PhotoKind } from './sniff-photo';

/** A photo's files, ready to store: each rendition, the og:image JPEG, and what the row keeps. */
export interface RenderedPhoto {
  /** Upright size of the uploaded picture. */
  width: number;
  height: number;
  widths: number[];
  placeholder: string;
  /** `{width}.avif`, `{width}.webp` and `og.jpg`, no metadata in any of them. */
  files: { name: string; bytes: Uint8Array }[];
  ogBytes: number;
}

/** Larger pictures are refused (a phone's 108-megapixel mode passes; a decompression bomb does not). */
export const MAX_PIXELS = 120_000_000;

// One libvips thread per image and one photo at a time per process: a burst of uploads takes one core, and bids,
// pages and the libuv pool (password hashes, files) keep the rest.
sharp.concurrency(1);
const oneAtATime = pLimit(1);

const notAnImage = () => ApiError.invalid({ file: 'notAnImage' }, 'The file is not a photo we can read.');

/** Upright pixels no wider than the widest rendition (decoded once; every output is made from them), and the size. */
async function uprightBase(bytes: Uint8Array, kind: PhotoKind) {
  let input: Sharp;
  let size: { width: number; height: number };
  if (kind === 'heic') {
    const decoded = await decodeHeic(bytes).catch(() => {
      throw notAnImage();
    });
    if (decoded.width * decoded.height > MAX_PIXELS) throw tooManyPixels();
    input = sharp(decoded.data, {
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    }).removeAlpha();
    size = decoded;
  } else {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) throw notAnImage();
    if (meta.width * meta.height > MAX_PIXELS) throw tooManyPixels();
    // EXIF orientation 5 to 8 turn the picture a quarter: its upright width is the stored height.
    const turned = (meta.orientation ?? 1) >= 5;
    size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    input = sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
  }
  const base = await input
    .resize({ width: Math.min(size.width, PHOTO_MAX_WIDTH), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { ...size, data: base.data, raw: base.info };
}

function tooManyPixels() {
  return ApiError.invalid(
    { file: 'tooManyPixels' },
    `Photos may have at most ${MAX_PIXELS / 1e6} megapixels.`,
  );
}

async function render(bytes: Uint8Array, kind: PhotoKind): Promise<RenderedPhoto> {
  const base = await uprightBase(bytes, kind).catch((error: unknown) => {
    throw error instanceof ApiError ? error : notAnImage();
  });
  // Outputs carry no metadata: sharp writes none (no EXIF, no GPS, no XMP) unless asked to keep it.
  const from = () => sharp(base.data, { raw: base.raw });
  const widths = renditionWidths(base.width);
  const files: RenderedPhoto['files'] = [];
  // One output at a time: each encoder takes one thread of libuv's pool.
  for (const width of widths) {
    const scaled = () => (width === base.raw.width ? from() : from().resize({ width }));
    files.push({ name: `${width}.avif`, bytes: await scaled().avif({ quality: 50, effort: 1 }).toBuffer() });
    files.push({ name: `${width}.webp`, bytes: await scaled().webp({ quality: 75 }).toBuffer() });
  }
  const og = await from()
    .resize(PHOTO_OG_SIZE.width, PHOTO_OG_SIZE.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, progressive: true })
    .toBuffer();
  files.push({ name: 'og.jpg', bytes: og });
  const tiny = await from().resize({ width: 24 }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    width: base.width,
    height: base.height,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    files,
    ogBytes: og.byteLength,
  };
}

/**
 * The renditions of one uploaded photo (its kind sniffed already): EXIF orientation applied, AVIF and WebP at each
 * width of renditionWidths, the og:image JPEG (1200 x 630, cropped to fill) and a tiny blurred placeholder. Queued:
 * one photo at a time in this process. 422 `file: notAnImage` when it does not decode, `tooManyPixels` past
 * MAX_PIXELS.
 */
export function renderPhoto(bytes: Uint8Array, kind: PhotoKind): Promise<RenderedPhoto> {
  return oneAtATime(() => render(bytes, kind));
}
