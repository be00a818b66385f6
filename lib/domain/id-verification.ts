/**
 * Buyer verification (issue 24 §4): the review states of an uploaded id, the reasons staff give for refusing one, and
 * the bid cap that holds until a member has an approved id. Pure rules, safe in the browser.
 */
import { UNVERIFIED_BID_CAP_CENTS } from './business-rules';
import type { Cents } from './money';

/** An uploaded id waits for staff (`pending`), then is `approved` or `rejected` (with a reason the member sees). */
export const ID_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdReviewStatus = (typeof ID_REVIEW_STATUSES)[number];

/** A member's verification as their account shows it: `none` until they upload an id. */
export type IdVerificationState = 'none' | IdReviewStatus;

/**
 * Why staff refuse an id: a code the member reads in their own language (messages Documents.verification.reasons),
 * with an optional note staff type (required with `other`).
 */
export const ID_REJECTION_REASONS = [
  'unreadable',
  'expired',
  'name-mismatch',
  'not-an-id',
  'incomplete',
  'other',
] as const;
export type IdRejectionReason = (typeof ID_REJECTION_REASONS)[number];

/** The note staff may add to a refusal: at most this many characters. */
export const REJECTION_NOTE_MAX = 500;

export function isIdRejectionReason(value: string): value is IdRejectionReason {
  return (ID_REJECTION_REASONS as readonly string[]).includes(value);
}

/** One review as the member's state is derived from it: newest first is not assumed. */
export interface ReviewFacts {
  status: IdReviewStatus;
  createdAt: Date;
  id: number;
}

/**
 * The member's state from the reviews of their ids still on file: approved once any id is approved (a newer upload
 * under review does not take it away); otherwise the state of the newest upload (pending, or rejected: the member may
 * upload again); `none` without any.
 */
export function verificationStateOf<R extends ReviewFacts>(
  reviews: readonly R[],
): { state: IdVerificationState; latest: R | null } {
  const approved = reviews.find((r) => r.status === 'approved');
  if (approved) return { state: 'approved', latest: approved };
  const latest = reviews.reduce<R | null>(
    (newest, r) =>
      newest === null ||
      r.createdAt.getTime() > newest.createdAt.getTime() ||
      (r.createdAt.getTime() === newest.createdAt.getTime() && r.id > newest.id)
        ? r
        : newest,
    null,
  );
  return { state: latest?.status ?? 'none', latest };
}

/** Whether committing to `amount` (a maximum, or a buy-it-now price) needs an approved id: above the cap only. */
export function needsApprovedId(amount: Cents): boolean {
  return amount > UNVERIFIED_BID_CAP_CENTS;
}
