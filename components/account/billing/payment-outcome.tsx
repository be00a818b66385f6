import { fill } from '@/lib/domain/fill-template';
import { formatUsd } from '@/lib/domain/format';
import { ZERO_CENTS } from '@/lib/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { DECLINE_MESSAGES, type PaymentResult } from '@/lib/schemas/payments';

export interface PaymentOutcomeLabels {
  /** "Your deposit of {amount} is in. Your buying power is now {power}." */
  approved: string;
  declined: string;
  canceled: string;
  pending: string;
  backToLimit: string;
  tryAgain: string;
  errors: Record<string, string> & { generic: string };
}

/**
 * How a payment ended, in plain words: an approved deposit with the new buying power, or why it did not go through.
 * Other purposes (membership, checkout) pass their own pages: `doneHref` after approval, `retryHref` to try again.
 */
export function PaymentOutcome({
  result,
  labels,
  doneHref = '/myaccount/bidding-limit',
  retryHref = '/myaccount/bidding-limit/payment',
}: {
  result: PaymentResult;
  labels: PaymentOutcomeLabels;
  doneHref?: string;
  retryHref?: string;
}) {
  if (result.status === 'approved') {
    return (
      <div className="notice--action" role="status" data-testid="payment-approved">
        <p>
          {fill(labels.approved, {
            amount: formatUsd(result.amount),
            power: formatUsd(result.buyingPower ?? ZERO_CENTS),
          })}
        </p>
        <Link href={doneHref}>{labels.backToLimit}</Link>
      </div>
    );
  }
  const reason =
    result.status === 'declined'
      ? `${labels.declined} ${labels.errors[DECLINE_MESSAGES[result.declineCode ?? ''] ?? 'generic'] ?? ''}`
      : result.status === 'canceled'
        ? labels.canceled
        : labels.pending;
  return (
    <div className="notice--action" role="alert" data-testid={`payment-${result.status}`}>
      <p>{reason}</p>
      <Link href={retryHref}>{labels.tryAgain}</Link>
    </div>
  );
}
