/**
 * Documents (ids, invoices, bills of sale): the numbers and pure rules shared by the upload form, the routes and the
 * services. Safe in the browser.
 */
import { stripUnsafeText } from './safe-text';

/** Largest accepted upload: 10 MB. Past it the upload route answers 413. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A multipart body may carry a little more than the file (boundaries, other fields) before it counts as too large. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** What an id upload may be, by its content (magic bytes), never by its name. */
export const ID_UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
} as const;
export type IdUploadMime = keyof typeof ID_UPLOAD_TYPES;

export function isIdUploadMime(mime: string): mime is IdUploadMime {
  return Object.hasOwn(ID_UPLOAD_TYPES, mime);
}

/** The file input's accept list (a hint for the picker only; the server decides by content). */
export const ID_UPLOAD_ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,application/pdf,image/jpeg,image/png,image/heic';

/** A bill of sale's signing link works this many days after it is mailed. */
export const BILL_OF_SALE_TOKEN_DAYS = 7;

/** The typed name that signs a bill of sale. */
export const SIGNATURE_NAME_MAX = 100;

/** SPEC §9: documents open in a pop-up window of 680x500. */
export const DOCUMENT_POPUP = { width: 680, height: 500, name: 'salvage-document' } as const;

export const DOCUMENT_KINDS = ['id', 'invoice', 'bill-of-sale'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

const FILE_NAME_MAX = 120;

/**
 * A file name safe to keep as metadata and to send in Content-Disposition: the last path segment only, control
 * characters, quotes, slashes and other risky characters replaced, no leading dots, at most 120 characters (the
 * extension kept). Never used as a path. Empty input becomes `fallback`.
 */
export function safeFileName(name: string, fallback = 'document'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Risky characters become '_'; then an unpaired surrogate (no UTF-8 form) is dropped.
  const cleaned = stripUnsafeText(
    base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f"'`<>:|?*%;\\/]/g, '_'),
  )
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s_]+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= FILE_NAME_MAX) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, FILE_NAME_MAX - ext.length) + ext;
}

/** The name with its extension replaced by the one its content has (`passport.exe` sniffed as PDF -> `passport.pdf`). */
export function withExtension(name: string, ext: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${ext}`;
}

/** The `window.open` features of the document pop-up, centred on the opener when its position is known. */
export function popupFeatures(screenBox?: {
  left: number;
  top: number;
  width: number;
  height: number;
}): string {
  const { width, height } = DOCUMENT_POPUP;
  const parts = [`width=${width}`, `height=${height}`, 'resizable=yes', 'scrollbars=yes'];
  if (screenBox) {
    const left = Math.max(0, Math.round(screenBox.left + (screenBox.width - width) / 2));
    const top = Math.max(0, Math.round(screenBox.top + (screenBox.height - height) / 2));
    parts.push(`left=${left}`, `top=${top}`);
  }
  return parts.join(',');
}

/** The download path of a stored document (owner only). */
export function documentFilePath(id: number): string {
  return `/rest-api/v1.0/member/files/${id}`;
}

/** Characters beyond Latin-1 that the standard PDF fonts (WinAnsi) can draw. */
const WIN_ANSI_EXTRA = 'ŠšŽžŒœŸƒ';

/**
 * A signature name the bill of sale's PDF font can draw: letters of the Latin alphabet (accents of Latin-1 and the
 * WinAnsi extras included), spaces, hyphens, apostrophes and periods, as the name appears in Latin letters on an id.
 */
export function isSignatureNameDrawable(name: string): boolean {
  for (const char of name) {
    const code = char.codePointAt(0)!;
    const latin = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    const latin1Letter = code >= 0xc0 && code <= 0xff && code !== 0xd7 && code !== 0xf7;
    if (!latin && !latin1Letter && !WIN_ANSI_EXTRA.includes(char) && !" '.-".includes(char)) return false;
  }
  return true;
}
