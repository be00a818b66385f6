import 'server-only';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { documents, idReviews, members } from '@/lib/db/schema';
import {
  VERIFICATION_PAGE_SIZE,
  type VerificationQueue,
  type VerificationQueueQuery,
} from '@/lib/schemas/admin-verification';

/**
 * GET /rest-api/v2/admin/verification: the ids waiting for review, oldest upload first (the member who waited longest
 * is answered first), one page at a time, with how many wait in all. An upload its member deleted meanwhile leaves the
 * queue: there is nothing left to look at.
 */
export async function verificationQueue(query: VerificationQueueQuery = {}): Promise<VerificationQueue> {
  const db = await getDb();
  const page = query.page ?? 1;
  const waiting = and(eq(idReviews.status, 'pending'), isNull(documents.deletedAt));
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: idReviews.id,
        memberId: members.id,
        memberName: members.name,
        memberEmail: members.email,
        mimeType: documents.mimeType,
        fileName: documents.fileName,
        uploadedAt: idReviews.createdAt,
      })
      .from(idReviews)
      .innerJoin(documents, eq(documents.id, idReviews.documentId))
      .innerJoin(members, eq(members.id, idReviews.memberId))
      .where(waiting)
      .orderBy(asc(idReviews.createdAt), asc(idReviews.id))
      .limit(VERIFICATION_PAGE_SIZE)
      .offset((page - 1) * VERIFICATION_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(idReviews)
      .innerJoin(documents, eq(documents.id, idReviews.documentId))
      .where(waiting),
  ]);
  return {
    items: rows.map((row) => ({ ...row, uploadedAt: row.uploadedAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize: VERIFICATION_PAGE_SIZE,
  };
}
