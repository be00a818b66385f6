'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { useRouter } from '@/lib/i18n/navigation';

/** The texts of one counter's answer, filled on the server (the price, the title and the days are known there). */
export interface CounterAnswerLabels {
  /** "Accept $3,000" */
  accept: string;
  /** "Buy this vehicle for $3,000?" */
  confirmTitle: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  decline: string;
  sending: string;
  /** The toasts after a success. */
  accepted: string;
  declined: string;
  /** The refusals' texts by error code, and the other failures by kind. */
  errors: {
    counterExpired: string;
    counterClosed: string;
    offerLapsed: string;
    overBuyingPower: string;
    termsNotAccepted: string;
    idNotVerified: string;
    unauthorized: string;
    rateLimited: string;
    network: string;
    generic: string;
  };
}

const BY_CODE: Record<string, keyof CounterAnswerLabels['errors']> = {
  counter_expired: 'counterExpired',
  counter_closed: 'counterClosed',
  offer_lapsed: 'offerLapsed',
  over_buying_power: 'overBuyingPower',
  terms_not_accepted: 'termsNotAccepted',
  id_not_verified: 'idNotVerified',
  not_found: 'counterClosed',
  unauthorized: 'unauthorized',
};

function errorText(error: unknown, labels: CounterAnswerLabels): string {
  if (!(error instanceof ApiRequestError)) return labels.errors.generic;
  if (error.status === undefined) return labels.errors.network;
  if (error.status === 429) return labels.errors.rateLimited;
  const key = error.code ? BY_CODE[error.code] : undefined;
  return labels.errors[key ?? (error.status === 401 ? 'unauthorized' : 'generic')];
}

/**
 * Accept or decline the seller's counter-offer (POST /rest-api/v2/account/offers/{id}/accept | decline). Accepting
 * is a purchase, so it asks first, in the row (the confirmation takes the focus; Cancel gives it back). One
 * Idempotency-Key per answer (a retry after a lost answer reuses it), so a double press never buys twice. A success
 * says so in a toast and renders the page again (the counter leaves the list, the lot moves to Won or Bought); a
 * refusal (lapsed, over the buying power...) is shown with its reason.
 */
export function CounterAnswer({ offerId, labels }: { offerId: number; labels: CounterAnswerLabels }) {
  const id = useId();
  const router = useRouter();
  const toast = useToast();
  const keys = useIdempotencyKey();
  const sending = useRef(false);
  const [step, setStep] = useState<'idle' | 'confirming' | 'sending'>('idle');
  const [error, setError] = useState<string | null>(null);
  const title = useRef<HTMLParagraphElement>(null);
  // Cancel gives the focus back to Accept once it is rendered again.
  const refocus = useRef(false);

  useEffect(() => {
    if (step === 'confirming') title.current?.focus();
    if (step === 'idle' && refocus.current) {
      refocus.current = false;
      document.getElementById(`${id}-accept`)?.focus();
    }
  }, [step, id]);

  const send = async (answer: 'accept' | 'decline') => {
    if (sending.current) return;
    sending.current = true;
    setStep('sending');
    setError(null);
    try {
      await apiSend('POST', `/rest-api/v2/account/offers/${offerId}/${answer}`, undefined, {
        idempotencyKey: keys.take(`${answer}:${offerId}`),
      });
      keys.settle();
      toast('success', answer === 'accept' ? labels.accepted : labels.declined);
      router.refresh();
    } catch (failure) {
      keys.settle(failure);
      setError(errorText(failure, labels));
    } finally {
      sending.current = false;
      setStep('idle');
    }
  };

  const cancel = () => {
    refocus.current = true;
    setStep('idle');
  };

  return (
    <div className="counter-answer">
      {step === 'confirming' ? (
        <div className="counter-answer__confirm" role="group" aria-labelledby={`${id}-title`}>
          <p id={`${id}-title`} className="counter-answer__title" tabIndex={-1} ref={title}>
            {labels.confirmTitle}
          </p>
          <p>{labels.confirmText}</p>
          <div className="counter-answer__actions">
            <Button theme="is-green" onClick={() => void send('accept')} data-testid="counter-accept-confirm">
              {labels.confirm}
            </Button>
            <Button onClick={cancel}>{labels.cancel}</Button>
          </div>
        </div>
      ) : (
        <div className="counter-answer__actions">
          <Button
            id={`${id}-accept`}
            theme="is-green"
            onClick={() => setStep('confirming')}
            disabled={step === 'sending'}
            data-testid="counter-accept"
          >
            {step === 'sending' ? labels.sending : labels.accept}
          </Button>
          <Button
            onClick={() => void send('decline')}
            disabled={step === 'sending'}
            data-testid="counter-decline"
          >
            {labels.decline}
          </Button>
        </div>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
