'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { formatUsd } from '@/lib/domain/format';
import { fieldErrors } from '@/lib/schemas/auth';
import { adminHandoverSchema, pickupSchema } from '@/lib/schemas/handover';
import { formErrorText } from './handover-texts';

/** What the form shows of the answer: the lot and its final storage invoice (`Cents` once decoded). */
const invoiceSchema = adminHandoverSchema.def.shape.storageInvoice;
type Result = { lotId: number; storageInvoice: z.output<typeof invoiceSchema> };

/**
 * Marks the vehicle picked up by its gate pass: the code as the scanner types it (a handheld scanner ends with Enter,
 * which submits) or as staff type it. `lotId` (the lot's own page) refuses another lot's pass; `code` (the pickup
 * page, after a lookup) fills the field. One Idempotency-Key per attempt: a retry after a lost answer is answered
 * once. The outcome names the final storage invoice.
 */
export function PickupForm({ lotId, code = '' }: { lotId?: number; code?: string }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const [done, setDone] = useState<Result | null>(null);
  const key = useRef<string | null>(null);
  const form = useApiForm(
    { code },
    {
      idPrefix: 'pickup',
      validate: (values) => fieldErrors(pickupSchema, { code: values.code, lotId }),
      send: async (values) => {
        setConflict(null);
        key.current ??= crypto.randomUUID();
        try {
          const answer = await apiSend<z.input<typeof adminHandoverSchema>>(
            'POST',
            '/rest-api/v2/admin/handover/pickup',
            { code: values.code, ...(lotId ? { lotId } : {}) },
            { idempotencyKey: key.current },
          );
          key.current = null;
          return { lotId: answer.lotId, storageInvoice: z.decode(invoiceSchema, answer.storageInvoice) };
        } catch (error) {
          if (error instanceof ApiRequestError && error.status !== undefined) key.current = null;
          if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404))
            setConflict(error.message);
          throw error;
        }
      },
      onSuccess: (result) => {
        setDone(result);
        router.refresh();
      },
    },
  );
  const formError =
    form.errors._ === 'generic' && conflict ? conflict : formErrorText(form.errors._, conflict);
  const invoice = done?.storageInvoice;
  return (
    <ApiForm form={form} testId="pickup-form">
      <FormError message={formError} />
      {done && invoice && (
        <p className="notice--action" role="status" data-testid="pickup-result">
          Lot {done.lotId} is picked up.{' '}
          {invoice.amount > 0
            ? `Final storage invoice: ${formatUsd(invoice.amount)} for ${invoice.days} day${invoice.days === 1 ? '' : 's'}, sent to the buyer's checkout.`
            : 'No storage to invoice: picked up within the free days.'}
        </p>
      )}
      <div className="field">
        <label htmlFor="pickup-code">Gate pass code</label>
        <input
          id="pickup-code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="GP-XXXXX-XXXXX"
          value={form.values.code}
          aria-invalid={form.errors.code ? true : undefined}
          aria-describedby={['pickup-code-hint', form.errors.code ? 'pickup-code-error' : '']
            .join(' ')
            .trim()}
          onChange={(e) => form.set('code', e.target.value)}
        />
        <p id="pickup-code-hint" className="field-hint">
          Scan the QR code of the buyer&apos;s gate pass, or type its code.
        </p>
        {form.errors.code && (
          <p id="pickup-code-error" className="field-error" role="alert">
            {form.errors.code}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy} data-testid="pickup-submit">
          {form.busy ? 'Releasing…' : 'Mark picked up'}
        </Button>
      </div>
    </ApiForm>
  );
}
