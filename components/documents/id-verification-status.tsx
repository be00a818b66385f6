import { UNVERIFIED_BID_CAP_CENTS } from '@/lib/domain/business-rules';
import { formatUsd } from '@/lib/domain/format';
import type { IdRejectionReason, IdReviewStatus } from '@/lib/domain/id-verification';
import type { IdDocumentReview, IdVerificationView } from '@/lib/server/verification/member-verification';

/** The Documents namespace's translator (next-intl's getTranslations('Documents') on the page). */
export type DocumentsTranslator = (key: string, values?: Record<string, string>) => string;

/** The reason of a refusal in the member's language. */
function reasonText(t: DocumentsTranslator, reason: IdRejectionReason | null): string {
  return reason ? t(`verification.reasons.${reason}`) : '';
}

/** One uploaded id's review as its row's line says it: waiting, approved, or not accepted with the reason. */
export function reviewStatusText(
  t: DocumentsTranslator,
  review: Pick<IdDocumentReview, 'status' | 'reason'>,
): string {
  const status = t(`verification.status.${review.status satisfies IdReviewStatus}`);
  return review.status === 'rejected' && review.reason
    ? `${status}: ${reasonText(t, review.reason)}`
    : status;
}

/**
 * The member's verification on the documents page (issue 24 §4): what their id's state means for their bidding, the
 * reason of a refusal and staff's note. Announced politely when it changes (an upload refreshes the page).
 */
export function IdVerificationStatus({
  verification,
  t,
}: {
  verification: IdVerificationView;
  t: DocumentsTranslator;
}) {
  const { state } = verification;
  const text = t(`verification.state.${state}`, {
    cap: formatUsd(UNVERIFIED_BID_CAP_CENTS),
    reason: reasonText(t, verification.reason),
  });
  return (
    <div
      className={`id-verification id-verification--${state}`}
      data-testid="id-verification"
      data-state={state}
      role="status"
    >
      <h3 className="id-verification__title">{t('verification.title')}</h3>
      <p data-testid="id-verification-state">{text}</p>
      {state === 'rejected' && verification.note && (
        <p className="id-verification__note" data-testid="id-verification-note">
          {t('verification.note', { note: verification.note })}
        </p>
      )}
    </div>
  );
}
