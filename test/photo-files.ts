import sharp from 'sharp';

/**
 * Test photos made with sharp (lot photos, issue 23): a phone-like JPEG stored sideways (EXIF orientation 6) with GPS
 * tags, a PNG, a WebP, a 12-megapixel JPEG for the bench, and a small HEIC.
 */

/** A `width` x `height` picture: grey with a red left half, so a rotation shows (red on top after orientation 6). */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#8a8f96' } }).composite([
    {
      input: { create: { width: Math.floor(width / 2), height, channels: 3, background: '#d02020' } },
      left: 0,
      top: 0,
    },
  ]);
}

/** Where the test phone stood (Dallas): these tags must never leave the server. */
export const PHONE_GPS = { GPSLatitudeRef: 'N', GPSLatitude: '32/1 46/1 48/1', GPSLongitudeRef: 'W' };

/** A JPEG as a phone writes it held sideways: stored `width` x `height`, shown rotated 90° (orientation 6), GPS. */
export async function sidewaysJpeg(width = 2400, height = 1200): Promise<Buffer> {
  const flat = await picture(width, height).png().toBuffer();
  return sharp(flat)
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'TestPhone', Model: 'Yard Cam' }, IFD3: PHONE_GPS })
    .toBuffer();
}

export async function pngPhoto(width = 800, height = 600): Promise<Buffer> {
  return picture(width, height).png().toBuffer();
}

export async function webpPhoto(width = 500, height = 400): Promise<Buffer> {
  return picture(width, height).webp({ quality: 80 }).toBuffer();
}

/** A 12-megapixel camera JPEG (4000 x 3000): smooth shapes and sensor-like noise, as photos compress. */
export async function twelveMegapixelJpeg(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const shapes = Array.from(
    { length: 60 },
    (_, i) =>
      `<circle cx="${(i * 677) % width}" cy="${(i * 331) % height}" r="${80 + ((i * 37) % 300)}" ` +
      `fill="hsl(${(i * 29) % 360},60%,50%)" opacity="0.7"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    '<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a6ea5"/>' +
    `<stop offset="1" stop-color="#c9d6df"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .raw()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

/**
 * A 96 x 64 HEIC (HEVC) image, red left half and blue right half. sharp's build cannot encode HEVC, so it was made
 * once with libheif's heif-enc (`heif-enc -q 60`) from a PNG and is kept here as Base64 (776 bytes).
 */
export const HEIC_PHOTO = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAkVtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAA' +
    'AA5waXRtAAAAAAABAAAANGlsb2MAAAAAREAAAgABAAAAAAJpAAEAAAAAAAAAigACAAAAAALzAAEAAAAAAAAAFQAAADhpaW5mAAAA' +
    'AAACAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAFWluZmUCAAAAAAIAAGh2YzEAAAABhGlwcnAAAAFfaXBjbwAAAHhodmNDAQNwAAAA' +
    'AAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbq' +
    'SSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAAHJodmND' +
    'AQQIAAAAAAAAAAAAHvAA/Pz4+AAADwMgAAEAF0ABDAH//wQIAAADAJ/4AAADAAAeugJAIQABACZCAQEECAAAAwCf+AAAAwAAHsDC' +
    'BBZbqSSmubAgAAADACAAAAMAISIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAADnBpeGkAAAAAAQgAAAAnYXV4QwAA' +
    'AAB1cm46bXBlZzpoZXZjOjIwMTU6YXV4aWQ6MQAAAAAdaXBtYQAAAAAAAAACAAEDgQKDAAIEhAWGhwAAABppcmVmAAAAAAAAAA5h' +
    'dXhsAAIAAQABAAAAp21kYXQAAACGKAGvCeDjR5y6r//+G5///jEbkP38OqSCU//sDuHfxn+f/3SaGsWVHRrscffxvs5xXwE6/9bq' +
    'FNvozj2iSH4wYj/kQ4Wi2VHSOVwAOYWOz4Ud6S9x1UeWp1q5qyGDvfZYzKhDpfTbx3b5uCFN3Nbz4/b/uepsfk11u9NgtPJYPc+X' +
    'vLZXoZwAAAARKAGuE8A7iOv1/+5w7FICS14=',
  'base64',
);
