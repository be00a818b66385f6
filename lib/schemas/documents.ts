import * as z from 'zod/mini';
import { isSignatureNameDrawable, SIGNATURE_NAME_MAX } from '@/lib/domain/documents';
import { text } from './safe-text';

/**
 * The documents calls of SPEC §7: POST member/ids (multipart, the `file` field), GET account/documents,
 * DELETE member/files/{id} and POST account/documents/bos/sign?token=. Messages are i18n keys of Documents.errors.
 */

/** The `?token=` of the signing call: the URL-safe token from the e-mail. */
export const signTokenQuerySchema = z.object({
  token: z.string('tokenUnknown').check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, 'tokenUnknown')),
});

/** The body of the signing call: the buyer's name, typed as their signature. */
export const signatureSchema = z.object({
  name: z.pipe(
    text({ message: 'signatureNameRequired' }),
    z
      .string()
      .check(
        z.minLength(2, 'signatureNameRequired'),
        z.maxLength(SIGNATURE_NAME_MAX, 'signatureNameTooLong'),
        z.refine(isSignatureNameDrawable, 'signatureNameLatin'),
      ),
  ),
});
export type SignatureBody = z.output<typeof signatureSchema>;
