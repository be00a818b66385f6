import 'server-only';
import { DECLINE_MESSAGES, type PaymentResult } from '@/lib/schemas/payments';
import { ApiError } from '../http/api-error';

/** A declined payment as the 422 the member sees: `payment_declined`, the reason on the field that paid. */
export function declinedError(result: PaymentResult): ApiError {
  const reason = DECLINE_MESSAGES[result.declineCode ?? ''] ?? 'cardDeclined';
  return new ApiError(
    422,
    'payment_declined',
    result.declineCode === 'insufficient_funds'
      ? 'The card was declined for insufficient funds. Nothing was charged.'
      : 'The payment was declined. Nothing was charged.',
    { [result.method === 'paypal' ? 'method' : 'cardId']: reason },
  );
}
