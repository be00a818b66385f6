import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { documents, idReviews, members } from '@/lib/db/schema';
import { transaction } from '@/lib/db/transaction';
import type { IdRejectionReason } from '@/lib/domain/id-verification';
import { logger } from '@/lib/log';
import type { IdReview, RejectId } from '@/lib/schemas/admin-verification';
import { recordAudit } from '../audit/record-audit';
import { ApiError } from '../http/api-error';
import type { SignedInStaff } from '../staff/staff-member';
import { queueDecisionMail } from './decision-mail';
import { findIdReview } from './id-review-view';

const log = logger('verification');

type Decision =
  { status: 'approved' } | { status: 'rejected'; reason: IdRejectionReason; note: string | null };

/**
 * One decision on a pending review, in one transaction: the review and its upload are locked (so two staff deciding at
 * once, or the member deleting the upload meanwhile, go one after the other: exactly one decision wins, and an upload
 * is never approved after it was deleted), the review is updated, the audit log and the member's e-mail (in the
 * language they uploaded in) are written with it; the mail is sent after the commit. 404 for no such review, 409
 * `id_already_decided` for one decided before, 409 `id_deleted` for an upload its member deleted.
 */
async function decide(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  id: number,
  decision: Decision,
  now: Date,
): Promise<IdReview> {
  const db = await getDb();
  const send = await transaction(db, async (tx) => {
    const [found] = await tx
      .select({
        status: idReviews.status,
        locale: idReviews.locale,
        memberId: idReviews.memberId,
        deletedAt: documents.deletedAt,
      })
      .from(idReviews)
      .innerJoin(documents, eq(documents.id, idReviews.documentId))
      .where(eq(idReviews.id, id))
      .for('update');
    if (!found) throw ApiError.notFound('There is no such id review.');
    if (found.status !== 'pending') {
      throw ApiError.conflict('id_already_decided', `This id was ${found.status} already.`);
    }
    if (found.deletedAt !== null) {
      throw ApiError.conflict(
        'id_deleted',
        'The member deleted this upload: there is nothing left to review.',
      );
    }
    const reason = decision.status === 'rejected' ? decision.reason : null;
    const note = decision.status === 'rejected' ? decision.note : null;
    await tx
      .update(idReviews)
      .set({ status: decision.status, reason, note, decidedBy: staff.email, decidedAt: now })
      .where(eq(idReviews.id, id));
    await recordAudit(tx, staff, request, {
      action: decision.status === 'approved' ? 'id.approve' : 'id.reject',
      entity: 'id-review',
      entityId: id,
      before: { status: 'pending', memberId: found.memberId },
      after: {
        status: decision.status,
        memberId: found.memberId,
        ...(decision.status === 'rejected' ? { reason, note } : {}),
      },
    });
    const [member] = await tx
      .select({ email: members.email, firstName: members.firstName })
      .from(members)
      .where(eq(members.id, found.memberId));
    return queueDecisionMail(tx, {
      to: member!.email,
      firstName: member!.firstName,
      locale: found.locale,
      decision,
    });
  });
  // After the commit: a mail that cannot be sent is logged (the outbox row says so), never undoes the decision.
  await send().catch((error: unknown) => log.error(`id review ${id}: decision mail failed`, error));
  const review = await findIdReview(id);
  if (!review) throw ApiError.notFound('There is no such id review.');
  return review;
}

/** POST /rest-api/v2/admin/verification/{id}/approve: the member's id is approved; their bid cap is lifted. */
export function approveIdReview(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  id: number,
  now: Date = new Date(),
): Promise<IdReview> {
  return decide(staff, request, id, { status: 'approved' }, now);
}

/** POST /rest-api/v2/admin/verification/{id}/reject: refused with a reason (and note) the member reads. */
export function rejectIdReview(
  staff: Pick<SignedInStaff, 'id' | 'email'>,
  request: { headers: Headers } | null,
  id: number,
  body: RejectId,
  now: Date = new Date(),
): Promise<IdReview> {
  return decide(
    staff,
    request,
    id,
    { status: 'rejected', reason: body.reason, note: body.note || null },
    now,
  );
}
