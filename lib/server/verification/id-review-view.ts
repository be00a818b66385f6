import 'server-only';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/database';
import { documents, idReviews, members } from '@/lib/db/schema';
import { isIdRejectionReason } from '@/lib/domain/id-verification';
import type { IdReview, IdReviewDecision } from '@/lib/schemas/admin-verification';

/** The path staff open a review's file at (never the member's own download path). */
export function idReviewFilePath(id: number): string {
  return `/rest-api/v2/admin/verification/${id}/file`;
}

type ReviewRow = typeof idReviews.$inferSelect;

function decisionOf(row: ReviewRow): IdReviewDecision {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason !== null && isIdRejectionReason(row.reason) ? row.reason : null,
    note: row.note,
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /rest-api/v2/admin/verification/{id}: one review with its member, its upload and the member's other reviews
 * (newest first: a member who was refused before shows why); null when there is no such review, or it has no upload
 * (an approval recorded without a file is not a review staff open).
 */
export async function findIdReview(id: number, db?: Db): Promise<IdReview | null> {
  const database = db ?? (await getDb());
  const [found] = await database
    .select({ review: idReviews, document: documents, member: members })
    .from(idReviews)
    .innerJoin(documents, eq(documents.id, idReviews.documentId))
    .innerJoin(members, eq(members.id, idReviews.memberId))
    .where(eq(idReviews.id, id));
  if (!found) return null;
  const { review, document, member } = found;
  const others = await database
    .select()
    .from(idReviews)
    .where(and(eq(idReviews.memberId, member.id), ne(idReviews.id, id)))
    .orderBy(desc(idReviews.createdAt), desc(idReviews.id));
  return {
    ...decisionOf(review),
    member: {
      id: member.id,
      name: member.name,
      email: member.email,
      countryIso2: member.countryIso2,
      memberSince: member.createdAt.toISOString(),
    },
    document: {
      id: document.id,
      fileName: document.fileName,
      mimeType: document.mimeType,
      sizeBytes: document.sizeBytes,
      sha256: document.sha256,
      deleted: document.deletedAt !== null,
    },
    fileUrl: idReviewFilePath(id),
    history: others.map(decisionOf),
  };
}
