import 'server-only';
import { DECLINE_MESSAGES, type PaymentResult } from '@/lib/schemas/payments';
import { ApiError } from '../http/api-error';

/**
 * A declined payment as the error the member sees: `payment_declined`, the reason on the field that paid. Deposits
 * answer 422 (as they always have); membership and checkout payments 402 Payment Required.
 */
export function declinedError(result: PaymentResult, status: 402 | 422 = 422): ApiError {
  const reason = DECLINE_MESSAGES[result.declineCode ?? ''] ?? 'cardDeclined';
  return new ApiError(
    status,
    'payment_declined',
    result.declineCode === 'insufficient_funds'
      ? 'The card was declined for insufficient funds. Nothing was charged.'
      : 'The payment was declined. Nothing was charged.',
    { [result.method === 'paypal' ? 'method' : 'cardId']: reason },
  );
}
