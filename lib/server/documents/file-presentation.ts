import 'server-only';
import { DOCUMENT_POLICY } from '../http/csp-policy';

/** Documents whose bytes we wrote ourselves (pdf-lib, from checked facts): never a member's file. */
const GENERATED_KINDS: ReadonlySet<string> = new Set(['bill-of-sale', 'invoice']);

/** A member's files a browser shows as a plain image document: safe inline under a sandbox. */
const INLINE_UPLOAD_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/** RFC 8187 value characters (attr-char); everything else is percent-encoded. */
function extValue(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * A Content-Disposition: the ASCII fallback (a quoted string with no quote, backslash, percent sign or control
 * character) and the exact name in the RFC 8187 form.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_') || 'document';
  return `${type}; filename="${ascii}"; filename*=UTF-8''${extValue(fileName)}`;
}

/**
 * How a stored file goes to the browser. A member's upload is theirs, not ours: it could be a PDF with JavaScript
 * actions or anything a browser might run, so it never runs as a document of our origin: PNG and JPEG (which a
 * browser shows as a plain image) open inline in a sandbox (`Content-Security-Policy: sandbox`, no scripts, its own
 * opaque origin), everything else is a download. The PDFs we generate (bills of sale, invoices) open inline: the
 * signing page shows the bill in a frame of its own, so only our own pages may frame them. Always nosniff.
 */
export function filePresentation(kind: string, mimeType: string, fileName: string): Record<string, string> {
  const generated = GENERATED_KINDS.has(kind);
  const inline = generated || INLINE_UPLOAD_TYPES.has(mimeType);
  return {
    'content-type': mimeType,
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', fileName),
    'content-security-policy': generated ? "frame-ancestors 'self'" : DOCUMENT_POLICY,
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
  };
}
