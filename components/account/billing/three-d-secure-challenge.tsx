'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiSendAs } from '@/lib/api/decoded';
import { ApiRequestError } from '@/lib/api/fetcher';
import { ZERO_CENTS } from '@/lib/domain/money';
import { DECLINE_MESSAGES, paymentResultSchema, type PaymentResult } from '@/lib/schemas/payments';
import { PaymentOutcome, type PaymentOutcomeLabels } from './payment-outcome';

export interface ChallengeLabels {
  title: string;
  /** "Your bank asks you to confirm a payment of {amount}." (already filled) */
  text: string;
  approve: string;
  fail: string;
  working: string;
  outcome: PaymentOutcomeLabels;
}

/**
 * The sandbox's 3-D Secure challenge (a bank's confirmation page in real life): approve or fail. The payment, and so
 * the deposit, counts only once it is approved here; the buttons are disabled while the answer is on its way.
 */
export function ThreeDSecureChallenge({
  paymentId,
  labels,
  approvedHref,
  retryHref,
}: {
  paymentId: number;
  labels: ChallengeLabels;
  /** Where an approved payment goes (a membership: its success page); unset, the outcome shows here. */
  approvedHref?: string;
  /** Where "try again" leads after a failed check (default: the deposit page). */
  retryHref?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<PaymentResult | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const sending = useRef(false);

  async function answer(outcome: 'approve' | 'fail') {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      const answered = await apiSendAs(
        paymentResultSchema,
        'POST',
        `/rest-api/v2/account/payments/${paymentId}/challenge`,
        { outcome },
      );
      if (answered.status === 'approved' && approvedHref) {
        window.location.assign(approvedHref);
        return;
      }
      setResult(answered);
    } catch (error) {
      const reason = error instanceof ApiRequestError ? Object.values(error.fields ?? {})[0] : undefined;
      setFailed(reason ?? 'generic');
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (result) return <PaymentOutcome result={result} labels={labels.outcome} retryHref={retryHref} />;
  if (failed) {
    const code =
      Object.keys(DECLINE_MESSAGES).find((k) => DECLINE_MESSAGES[k] === failed) ?? 'generic_decline';
    return (
      <PaymentOutcome
        result={{
          paymentId,
          status: 'declined',
          amount: ZERO_CENTS,
          method: 'card',
          actionUrl: null,
          declineCode: code,
        }}
        labels={labels.outcome}
        retryHref={retryHref}
      />
    );
  }
  return (
    <section
      className="account-subsection"
      data-testid="three-d-secure"
      aria-labelledby="three-d-secure-title"
    >
      <h2 id="three-d-secure-title">{labels.title}</h2>
      <p>{labels.text}</p>
      <div className="form__actions">
        <Button theme="is-green" disabled={busy} onClick={() => answer('approve')}>
          {busy ? labels.working : labels.approve}
        </Button>{' '}
        <Button theme="is-red" disabled={busy} onClick={() => answer('fail')}>
          {labels.fail}
        </Button>
      </div>
    </section>
  );
}
