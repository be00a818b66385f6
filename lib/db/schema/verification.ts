import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { documents } from './documents';
import { members } from './members';

/**
 * Buyer verification (issue 24 §4): staff's review of a member's uploaded id, one row per upload, made with it. A
 * `pending` review is in the console's queue; staff approve it or reject it with a reason code (and a note) the member
 * reads. A member with an approved review has no bid cap (lib/domain/id-verification.ts).
 *
 * `document_id` is null only for a review approved without an upload on file: the demo's accounts, seeded verified
 * (a check keeps every pending review tied to its file).
 */
export const idReviews = pgTable(
  'id_reviews',
  {
    id: serial('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    /** With `rejected` only: an ID_REJECTION_REASONS code. */
    reason: text('reason'),
    /** Staff's note to the member with a rejection (optional, except with reason `other`). */
    note: text('note'),
    /** The language the member uploaded in: the decision's e-mail is written in it. */
    locale: text('locale').notNull().default('en'),
    /** The staff member who decided, kept as text (the audit log has the rest). */
    decidedBy: text('decided_by'),
    decidedAt: tstz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('id_reviews_document_key').on(t.documentId),
    index('id_reviews_member_idx').on(t.memberId, t.status),
    // The queue reads the pending reviews oldest first.
    index('id_reviews_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('id_reviews_pending_has_document', sql`${t.status} <> 'pending' or ${t.documentId} is not null`),
    check('id_reviews_rejection_has_reason', sql`(${t.status} = 'rejected') = (${t.reason} is not null)`),
    check('id_reviews_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);
