/**
 * The console's buyer verification (issue 24 §4): the queue (GET /rest-api/v2/admin/verification), one review
 * (GET .../{id}), its file (GET .../{id}/file) and the decisions (POST .../{id}/approve, POST .../{id}/reject). One
 * schema for the forms and the handlers (zod/mini: it ships to the browser). Messages are keys the console's forms
 * translate (components/admin/verification/review-messages.ts); a key the body should not have is refused (422
 * naming it under `_`).
 */
import * as z from 'zod/mini';
import { ID_REJECTION_REASONS, ID_REVIEW_STATUSES, REJECTION_NOTE_MAX } from '@/lib/domain/id-verification';
import { safeTextCheck } from './safe-text';

/** Review ids are serial: a positive 32-bit integer. */
export const REVIEW_ID_MAX = 2_147_483_647;
export const VERIFICATION_PAGE_SIZE = 25;

/** The {id} of a review's path: 1 to 10 digits, at most REVIEW_ID_MAX. */
export const reviewIdParam = z.string('invalid').check(
  z.regex(/^[1-9][0-9]{0,9}$/, 'invalid'),
  z.refine((id) => Number(id) <= REVIEW_ID_MAX, 'invalid'),
);

export const verificationQueueQuery = z.object({
  page: z.optional(
    z.coerce.number('invalid').check(z.int('invalid'), z.gte(1, 'invalid'), z.lte(10_000, 'invalid')),
  ),
});
export type VerificationQueueQuery = z.output<typeof verificationQueueQuery>;

const unknownKeys = {
  error: (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `unknownField: ${(issue.keys ?? []).join(', ')}` : undefined,
};

/** POST .../{id}/approve: nothing to say beyond the decision; an empty object. */
export const approveIdSchema = z.strictObject({}, unknownKeys);

const note = z
  .string('invalid')
  .check(z.trim(), safeTextCheck('multiline', 'unsafeText'), z.maxLength(REJECTION_NOTE_MAX, 'tooLong'));

/** POST .../{id}/reject: the reason the member reads, and a note (required with `other`; empty means none). */
export const rejectIdSchema = z
  .strictObject(
    {
      reason: z.enum(ID_REJECTION_REASONS, {
        error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid'),
      }),
      note: z.optional(z.nullable(note)),
    },
    unknownKeys,
  )
  .check(
    z.refine((body) => body.reason !== 'other' || Boolean(body.note), {
      message: 'noteRequired',
      path: ['note'],
    }),
  );
export type RejectId = z.output<typeof rejectIdSchema>;
export type RejectIdWire = z.input<typeof rejectIdSchema>;

const status = z.enum(ID_REVIEW_STATUSES);

/** One row of the queue: a pending review with its member and upload. */
export const verificationQueueItemSchema = z.object({
  id: z.int(),
  memberId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  /** The upload's type by its content: application/pdf, image/jpeg, image/png or image/heic. */
  mimeType: z.string(),
  fileName: z.string(),
  uploadedAt: z.string(),
});
export type VerificationQueueItem = z.output<typeof verificationQueueItemSchema>;

export const verificationQueueSchema = z.object({
  items: z.array(verificationQueueItemSchema),
  /** Pending reviews in all. */
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type VerificationQueue = z.output<typeof verificationQueueSchema>;

/** A decision as the member's other reviews list it. */
const decisionSchema = z.object({
  id: z.int(),
  status,
  reason: z.nullable(z.enum(ID_REJECTION_REASONS)),
  note: z.nullable(z.string()),
  decidedBy: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
  uploadedAt: z.string(),
});

/** GET .../{id}: one review, its member, its file (served at `fileUrl`) and the member's other reviews. */
export const idReviewSchema = z.object({
  ...decisionSchema.shape,
  member: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    countryIso2: z.string(),
    memberSince: z.string(),
  }),
  document: z.object({
    id: z.int(),
    fileName: z.string(),
    mimeType: z.string(),
    sizeBytes: z.int(),
    sha256: z.string(),
    /** The member has deleted the upload since (the review stays on record; its file is gone). */
    deleted: z.boolean(),
  }),
  fileUrl: z.string(),
  /** The member's other reviews, newest first. */
  history: z.array(decisionSchema),
});
export type IdReview = z.output<typeof idReviewSchema>;
export type IdReviewDecision = z.output<typeof decisionSchema>;
