'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import type { TitleMove } from '@/lib/domain/title-progress';
import { fieldErrors } from '@/lib/schemas/auth';
import { CARRIER_MAX, TRACKING_MAX, titleMoveSchema } from '@/lib/schemas/handover';
import { formErrorText, STEP_NAMES } from './handover-texts';

/** What the form sends: the next step, and for a mailed title its carrier and tracking number. */
function bodyOf(next: TitleMove, values: { carrier: string; trackingNumber: string }) {
  return next === 'mailed'
    ? { step: next, carrier: values.carrier, trackingNumber: values.trackingNumber }
    : { step: next };
}

/**
 * Moves the title to its next step (the only one it may take): one button, and for "mailed" the carrier and the
 * tracking number first. A 409 (someone moved it meanwhile) shows the server's reason; a success renders the page
 * again.
 */
export function TitleMoveForm({ lotId, next }: { lotId: number; next: TitleMove }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useApiForm(
    { carrier: '', trackingNumber: '' },
    {
      idPrefix: 'title',
      validate: (values) => fieldErrors(titleMoveSchema, bodyOf(next, values)),
      send: async (values) => {
        setConflict(null);
        try {
          return await apiSend('POST', `/rest-api/v2/admin/handover/${lotId}/title`, bodyOf(next, values));
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
          throw error;
        }
      },
      onSuccess: () => router.refresh(),
    },
  );
  const field = (name: 'carrier' | 'trackingNumber', label: string, max: number) => (
    <div className="field">
      <label htmlFor={`title-${name}`}>{label}</label>
      <input
        id={`title-${name}`}
        name={name}
        maxLength={max}
        autoComplete="off"
        value={form.values[name]}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={form.errors[name] ? `title-${name}-error` : undefined}
        onChange={(e) => form.set(name, e.target.value)}
      />
      {form.errors[name] && (
        <p id={`title-${name}-error`} className="field-error" role="alert">
          {form.errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <ApiForm form={form} testId="title-move-form">
      <FormError message={formErrorText(form.errors._, conflict)} />
      {next === 'mailed' && (
        <div className="admin-inline-fields">
          {field('carrier', 'Carrier', CARRIER_MAX)}
          {field('trackingNumber', 'Tracking number', TRACKING_MAX)}
        </div>
      )}
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy} data-testid="title-move">
          {form.busy ? 'Saving…' : `Mark the title ${STEP_NAMES[next].toLowerCase()}`}
        </Button>
      </div>
    </ApiForm>
  );
}
