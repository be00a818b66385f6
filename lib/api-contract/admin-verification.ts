import {
  approveIdSchema,
  idReviewSchema,
  rejectIdSchema,
  reviewIdParam,
  verificationQueueQuery,
  verificationQueueSchema,
} from '@/lib/schemas/admin-verification';
import type { Operation } from './operation';

const tag = 'Back office';
const STAFF = 'Staff with the `verification.write` permission; other staff and members get 403.';
const id = { schema: reviewIdParam, description: 'The review’s id (one per uploaded id).' };
const DECIDED = ['id_already_decided', 'id_deleted'];

/** The console's buyer verification (issue 24 §4): the queue of uploaded ids, one review, its file, the decisions. */
export const adminVerificationOperations: Operation[] = [
  {
    method: 'get',
    path: '/rest-api/v2/admin/verification',
    tag,
    summary: 'The ids waiting for review, oldest upload first',
    description: `${STAFF} 25 a page; \`total\` counts every pending review.`,
    access: 'member',
    query: verificationQueueQuery,
    success: { description: 'One page of the queue.', data: verificationQueueSchema },
    errors: { 403: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/verification/{id}',
    tag,
    summary: 'One id review: the member, the upload, the decision and the member’s other reviews',
    description: STAFF,
    access: 'member',
    params: { id },
    success: { description: 'The review.', data: idReviewSchema },
    errors: { 403: true, 404: true },
  },
  {
    method: 'get',
    path: '/rest-api/v2/admin/verification/{id}/file',
    tag,
    summary: 'The uploaded id itself',
    description:
      `${STAFF} Served as the member’s own download is: PNG and JPEG inline in a sandbox, PDF and HEIC as a ` +
      'download; `nosniff`, `Cache-Control: private, no-store`. 404 once the member deleted it.',
    access: 'member',
    params: { id },
    success: {
      description: 'The file’s bytes, with its own Content-Type.',
      media: { type: '*/*', schema: { type: 'string', contentMediaType: 'application/octet-stream' } },
    },
    errors: { 403: true, 404: true },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/verification/{id}/approve',
    tag,
    summary: 'Approve an uploaded id',
    description:
      `${STAFF} The member’s bid cap is lifted at once and they are e-mailed in the language they uploaded in. ` +
      'Audited (`id.approve`). A review decided before, or an upload its member deleted, is a 409.',
    access: 'member',
    params: { id },
    body: { json: approveIdSchema },
    success: { description: 'The review after the decision.', data: idReviewSchema },
    errors: { 403: true, 404: true, 409: DECIDED },
  },
  {
    method: 'post',
    path: '/rest-api/v2/admin/verification/{id}/reject',
    tag,
    summary: 'Reject an uploaded id, with the reason the member reads',
    description:
      `${STAFF} \`reason\` is one of unreadable, expired, name-mismatch, not-an-id, incomplete, other; \`note\` ` +
      '(up to 500 characters) is required with `other`. The member reads the reason in their language, may upload ' +
      'again, and is e-mailed. Audited (`id.reject`). A review decided before, or a deleted upload, is a 409.',
    access: 'member',
    params: { id },
    body: { json: rejectIdSchema },
    success: { description: 'The review after the decision.', data: idReviewSchema },
    errors: { 403: true, 404: true, 409: DECIDED },
  },
];
