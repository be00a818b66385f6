'use client';

import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { useRouter } from '@/lib/i18n/navigation';

export interface RefundButtonLabels {
  /** "Request refund" */
  request: string;
  /** Filled with the deposit's amount and date already. */
  requestLabel: string;
  /** "Refund this deposit of $600? Your buying power drops by $6,000 at once." (filled) */
  question: string;
  confirm: string;
  cancel: string;
  requesting: string;
  /** "Refund requested: $600 is on its way back." (filled) */
  done: string;
  /** "Refund of $600 requested: our finance team approves it before it goes out." (filled; REFUNDS_NEED_APPROVAL) */
  doneAwaiting: string;
  /** Texts of the 409 refusals by code, and the other failures. */
  refusals: Record<string, string>;
  unauthorized: string;
  generic: string;
}

function errorText(error: unknown, labels: RefundButtonLabels): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 409) return (error.code && labels.refusals[error.code]) || error.message;
    if (error.status === 401) return labels.unauthorized;
  }
  return labels.generic;
}

/**
 * Requests the refund of one deposit (POST /rest-api/v2/account/refunds/{id}) after an inline confirmation. One
 * Idempotency-Key per request (a retry after a lost answer reuses it), so a double click never refunds twice. A refusal
 * (409: the deposit backs open bids or an unpaid purchase, or is refunded already) is shown with its reason; a success
 * says so (on its way, or waiting for finance's approval when REFUNDS_NEED_APPROVAL is on) and refreshes the page's
 * lists and sums.
 */
export function RefundButton({ depositId, labels }: { depositId: number; labels: RefundButtonLabels }) {
  const router = useRouter();
  const keys = useIdempotencyKey();
  const sending = useRef(false);
  const [step, setStep] = useState<'idle' | 'asking' | 'sending' | 'done' | 'awaiting'>('idle');
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (sending.current) return;
    sending.current = true;
    setStep('sending');
    setError(null);
    try {
      const refund = await apiSend<{ status?: string }>(
        'POST',
        `/rest-api/v2/account/refunds/${depositId}`,
        undefined,
        {
          idempotencyKey: keys.take(`refund:${depositId}`),
        },
      );
      keys.settle();
      setStep(refund?.status === 'awaiting-approval' ? 'awaiting' : 'done');
      router.refresh();
    } catch (failure) {
      keys.settle(failure);
      setError(errorText(failure, labels));
      setStep('idle');
    } finally {
      sending.current = false;
    }
  };

  if (step === 'done' || step === 'awaiting') {
    return (
      <p className="refund-request__done" role="status">
        {step === 'awaiting' ? labels.doneAwaiting : labels.done}
      </p>
    );
  }
  return (
    <div className="refund-request">
      {step === 'idle' ? (
        <Button theme="is-light-blue" onClick={() => setStep('asking')} aria-label={labels.requestLabel}>
          {labels.request}
        </Button>
      ) : (
        <div className="refund-request__confirm" role="group" aria-label={labels.requestLabel}>
          <p>{labels.question}</p>
          <Button theme="is-orange" onClick={send} disabled={step === 'sending'}>
            {step === 'sending' ? labels.requesting : labels.confirm}
          </Button>
          <Button theme="is-light-blue" onClick={() => setStep('idle')} disabled={step === 'sending'}>
            {labels.cancel}
          </Button>
        </div>
      )}
      {error && (
        <p className="refund-request__error field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
