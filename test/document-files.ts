import { PDFDocument, StandardFonts } from 'pdf-lib';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/http/client-address';

/** Small real files of each accepted id type, and impostors, for the documents tests. */

export async function pdfBytes(text = 'Passport of Test Member'): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 12, font: await pdf.embedFont(StandardFonts.Helvetica) });
  return pdf.save();
}

/** A 1x1 PNG. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The start of a JFIF JPEG (SOI, APP0 JFIF header), padded. */
export const JPEG = Uint8Array.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  0x4a,
  0x46,
  0x49,
  0x46,
  0x00,
  0x01,
  0x01,
  0x00,
  0x00,
  0x01,
  0x00,
  0x01,
  0x00,
  0x00,
  ...new Array(200).fill(0),
  0xff,
  0xd9,
]);

/** An ISO-BMFF `ftyp` box with the HEIC brand, padded. */
export const HEIC = Uint8Array.from([
  ...[0x00, 0x00, 0x00, 0x18],
  ...Buffer.from('ftypheic'),
  ...[0x00, 0x00, 0x00, 0x00],
  ...Buffer.from('mif1heic'),
  ...new Array(200).fill(0),
]);

/** A Windows executable (MZ header and a PE signature), to be sent as `passport.pdf`. */
export const EXE = (() => {
  const bytes = new Uint8Array(512);
  bytes.set(Buffer.from('MZ'), 0);
  bytes[0x3c] = 0x80;
  bytes.set(Buffer.from('PE\0\0'), 0x80);
  return bytes;
})();

/** A multipart POST of `bytes` as the `file` field (and any text `fields`), as the upload form sends it. */
export function uploadRequest(
  url: string,
  {
    bytes,
    name,
    type = 'application/octet-stream',
    cookie,
    headers = {},
    fields = {},
  }: {
    bytes?: Uint8Array;
    name: string;
    type?: string;
    cookie?: string;
    headers?: Record<string, string>;
    fields?: Record<string, string>;
  },
): Request {
  const form = new FormData();
  if (bytes) form.append('file', new File([Buffer.from(bytes)], name, { type }));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return new Request(new URL(url, 'http://localhost'), {
    method: 'POST',
    body: form,
    headers: { [CLIENT_ADDRESS_HEADER]: `test-${Math.random()}`, ...(cookie ? { cookie } : {}), ...headers },
  });
}
