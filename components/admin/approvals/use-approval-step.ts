'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { useIdempotencyKey } from '@/components/lot/bid-box/use-idempotency-key';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { approvalErrorText } from './approval-messages';

/** Why a step failed: a field's message (422), or the form's (the server's own words for a conflict). */
export interface StepError {
  field: string | null;
  message: string;
}

function stepError(error: unknown): StepError {
  if (!(error instanceof ApiRequestError)) return { field: null, message: approvalErrorText('generic')! };
  if (error.status === undefined) return { field: null, message: approvalErrorText('network')! };
  if (error.status === 422 && error.fields?.price) {
    return { field: 'price', message: approvalErrorText(error.fields.price)! };
  }
  if (error.status === 409 || error.status === 404) return { field: null, message: error.message };
  if (error.status === 401) return { field: null, message: approvalErrorText('unauthorized')! };
  if (error.status === 403) return { field: null, message: approvalErrorText('forbidden')! };
  if (error.status === 429) return { field: null, message: approvalErrorText('rateLimited')! };
  return { field: null, message: approvalErrorText('generic')! };
}

/**
 * One of the seller's steps posted to `${base}/${action}` with an Idempotency-Key: the same key again after an
 * answer that never came (the server then answers what it did), a new one after any answer. A success renders the
 * page again (it shows where the approval stands now); a failure is kept for the form to show.
 */
export function useApprovalStep(base: string, action: 'accept' | 'reject' | 'counter') {
  const router = useRouter();
  const keys = useIdempotencyKey();
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StepError | null>(null);

  async function send(body?: unknown): Promise<boolean> {
    if (sending.current) return false;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await apiSend('POST', `${base}/${action}`, body, {
        idempotencyKey: keys.take(`${action}:${JSON.stringify(body ?? null)}`),
      });
      keys.settle();
      router.refresh();
      return true;
    } catch (failure) {
      keys.settle(failure);
      setError(stepError(failure));
      return false;
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return { send, busy, error, setError };
}
