'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { Button } from '@/components/ui/button';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import { DENY_REASON_MAX, denyRefundSchema } from '@/lib/schemas/admin-payments';

type Mode = 'idle' | 'approving' | 'denying';

/** The server's words for a refusal (409: decided already, the gateway failed), or a plain retry line. */
function failureText(failure: unknown): string {
  if (failure instanceof ApiRequestError && failure.status !== undefined && failure.status < 500) {
    return failure.fields ? Object.values(failure.fields)[0]! : failure.message;
  }
  return 'That did not work. Try again.';
}

/**
 * Finance's decision on one waiting refund: approve (after an inline confirmation: the deposit is paid out) or deny
 * with the reason the member will see. One Idempotency-Key per decision (a retry after a lost answer reuses it), so a
 * double click never pays out twice; the queue is read again once decided.
 */
export function RefundDecision({ refundId, summary }: { refundId: number; summary: string }) {
  const router = useRouter();
  const keys = useIdempotencyKey();
  const sending = useRef(false);
  const [mode, setMode] = useState<Mode>('idle');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { reason: `refund-${refundId}-reason`, error: `refund-${refundId}-error` };
  const choose = (next: Mode) => {
    setError(null);
    setMode(next);
  };

  async function send(decision: 'approve' | 'deny') {
    if (sending.current) return;
    const body = decision === 'deny' ? { reason } : undefined;
    const refused = body && fieldErrors(denyRefundSchema, body).reason;
    if (refused) {
      setError(refused);
      document.getElementById(ids.reason)?.focus();
      return;
    }
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await apiSend('POST', `/rest-api/v2/admin/refunds/${refundId}/${decision}`, body, {
        idempotencyKey: keys.take(`${decision}:${refundId}:${reason}`),
      });
      keys.settle();
      setDone(true);
      router.refresh();
    } catch (failure) {
      keys.settle(failure);
      setError(failureText(failure));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  if (done) return <p role="status">Decided.</p>;
  return (
    <div className="refund-decision" role="group" aria-label={`Refund ${refundId}: ${summary}`}>
      {mode === 'idle' && (
        <>
          <Button
            theme="is-green"
            onClick={() => choose('approving')}
            data-testid={`refund-${refundId}-approve`}
          >
            Approve
          </Button>
          <Button theme="is-red" onClick={() => choose('denying')} data-testid={`refund-${refundId}-deny`}>
            Deny…
          </Button>
        </>
      )}
      {mode === 'approving' && (
        <>
          <p>Pay back {summary}?</p>
          <Button
            theme="is-green"
            disabled={busy}
            onClick={() => void send('approve')}
            data-testid={`refund-${refundId}-confirm`}
          >
            {busy ? 'Approving…' : 'Yes, approve'}
          </Button>
          <Button disabled={busy} onClick={() => choose('idle')}>
            Cancel
          </Button>
        </>
      )}
      {mode === 'denying' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send('deny');
          }}
        >
          <label htmlFor={ids.reason}>Reason the member will see</label>
          <textarea
            id={ids.reason}
            rows={2}
            maxLength={DENY_REASON_MAX}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" theme="is-red" disabled={busy} data-testid={`refund-${refundId}-deny-submit`}>
            {busy ? 'Denying…' : 'Deny refund'}
          </Button>
          <Button disabled={busy} onClick={() => choose('idle')}>
            Cancel
          </Button>
        </form>
      )}
      {error && (
        <p className="field-error" id={ids.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
