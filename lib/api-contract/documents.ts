import { signatureSchema, signTokenQuerySchema } from '@/lib/schemas/documents';
import type { Operation } from './operation';
import { documentIdParam } from './params';
import { arrayOf, constant, documented, int, isoTime, locale, nullable, object, oneOf, str } from './shapes';

const tag = 'Documents';
const view = object(
  {
    id: int,
    kind: str,
    fileName: str,
    mimeType: str,
    sizeBytes: int,
    sha256: str,
    url: str,
    createdAt: isoTime,
  },
  { description: 'DocumentView (lib/server/documents/document-view.ts).' },
);
const id = { schema: documentIdParam, description: 'The document’s id.' };
const reason = nullable(oneOf('unreadable', 'expired', 'name-mismatch', 'not-an-id', 'incomplete', 'other'));
const review = object(
  {
    status: oneOf('pending', 'approved', 'rejected'),
    reason,
    note: nullable(str),
    decidedAt: nullable(isoTime),
  },
  { description: 'IdDocumentReview (lib/server/verification/member-verification.ts).' },
);
const idView = { ...view, properties: { ...view.properties, review: nullable(review) } };

/** Identity documents, invoices and bills of sale (SPEC §7 documents calls). */
export const documentOperations: Operation[] = [
  {
    method: 'post',
    path: '/rest-api/v1.0/member/ids',
    tag,
    summary: 'Upload an identity document',
    description:
      'Multipart with one `file`: PDF, JPEG, PNG or HEIC by its content (anything else is a 422 naming `file`), ' +
      'at most 10 MB (413 past it, while it streams), and an optional `locale` (the language staff’s decision is ' +
      'e-mailed in). The id waits for staff’s review (pending).',
    access: 'member',
    body: {
      media: 'multipart/form-data',
      description: 'The file.',
      schema: {
        type: 'object',
        properties: {
          file: { type: 'string', contentMediaType: 'application/octet-stream' },
          locale,
        },
        required: ['file'],
      },
    },
    success: { description: 'Stored.', data: view },
    errors: { 400: true, 422: true, 429: true },
  },
  {
    method: 'get',
    path: '/rest-api/v1.0/member/files/{id}',
    tag,
    summary: 'One of the member’s own stored files',
    description: 'Anyone else’s file is a 404.',
    access: 'member',
    params: { id },
    success: {
      description: 'The file’s bytes, with its own Content-Type.',
      media: { type: '*/*', schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
    },
    errors: { 404: true },
  },
  {
    method: 'delete',
    path: '/rest-api/v1.0/member/files/{id}',
    tag,
    summary: 'Remove one of the member’s own uploads',
    description:
      'Anyone else’s file is a 404; a document that must stay (an invoice, a bill of sale, an approved id) a 409.',
    access: 'member',
    params: { id },
    success: { description: 'Deleted.', data: object({ id: int, deleted: constant(true) }) },
    errors: { 404: true, 409: ['document_not_deletable', 'id_approved'] },
  },
  {
    method: 'get',
    path: '/rest-api/v2/account/documents',
    tag,
    summary: 'The member’s verification, ids (each with its review), invoices and bills of sale',
    access: 'member',
    success: {
      description: 'The documents.',
      data: object({
        verification: object(
          {
            state: oneOf('none', 'pending', 'approved', 'rejected'),
            reason,
            note: nullable(str),
            decidedAt: nullable(isoTime),
          },
          { description: 'IdVerificationView: the member’s verification (issue 24 §4).' },
        ),
        ids: arrayOf(idView),
        invoices: arrayOf(view),
        billsOfSale: arrayOf(documented('BillOfSaleView', 'lib/server/documents/list-documents.ts.')),
      }),
    },
  },
  {
    method: 'post',
    path: '/rest-api/v2/account/documents/bos/sign',
    tag,
    summary: 'Sign a bill of sale with the typed name',
    description: 'The token comes from the e-mail; another member’s is a 403, a used or expired one a 409.',
    access: 'member',
    query: signTokenQuerySchema,
    body: { json: signatureSchema },
    success: { description: 'The signed copy.', data: view },
    errors: {
      403: ['token_foreign'],
      404: ['token_unknown'],
      409: ['token_used', 'token_expired'],
      429: true,
    },
  },
];
