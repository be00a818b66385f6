import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { documents, idReviews } from '@/lib/db/schema';
import {
  isIdRejectionReason,
  verificationStateOf,
  type IdRejectionReason,
  type IdReviewStatus,
  type IdVerificationState,
} from '@/lib/domain/id-verification';

/** One uploaded id's review, as its owner sees it. */
export interface IdDocumentReview {
  status: IdReviewStatus;
  /** With `rejected`: the reason code (translated on the member's pages) and staff's note, if any. */
  reason: IdRejectionReason | null;
  note: string | null;
  decidedAt: string | null;
}

/** The member's verification: the state, and for a rejection the reason they read. */
export interface IdVerificationView extends Omit<IdDocumentReview, 'status'> {
  state: IdVerificationState;
}

export interface MemberVerification {
  verification: IdVerificationView;
  /** The review of each id still on file, by document id. */
  byDocument: Map<number, IdDocumentReview>;
}

/**
 * The member's id reviews, for their account (documents page, member/me): those of ids still on file, and an approval
 * recorded without a file (the demo's accounts). The state is lib/domain/id-verification's verificationStateOf.
 */
export async function memberVerification(db: Db, memberId: string): Promise<MemberVerification> {
  const rows = await db
    .select({
      id: idReviews.id,
      documentId: idReviews.documentId,
      status: idReviews.status,
      reason: idReviews.reason,
      note: idReviews.note,
      decidedAt: idReviews.decidedAt,
      createdAt: idReviews.createdAt,
    })
    .from(idReviews)
    .leftJoin(documents, eq(documents.id, idReviews.documentId))
    .where(
      and(eq(idReviews.memberId, memberId), or(isNull(idReviews.documentId), isNull(documents.deletedAt))),
    );
  const review = (row: (typeof rows)[number]): IdDocumentReview => ({
    status: row.status,
    reason: row.reason !== null && isIdRejectionReason(row.reason) ? row.reason : null,
    note: row.note,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  });
  const { state, latest } = verificationStateOf(rows);
  const shown = latest && state === 'rejected' ? review(latest) : null;
  return {
    verification: {
      state,
      reason: shown?.reason ?? null,
      note: shown?.note ?? null,
      decidedAt: latest ? review(latest).decidedAt : null,
    },
    byDocument: new Map(
      rows.flatMap((row) => (row.documentId === null ? [] : [[row.documentId, review(row)] as const])),
    ),
  };
}
