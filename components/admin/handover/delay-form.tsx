'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { STORAGE_DELAY_CAUSES } from '@/lib/domain/storage-days';
import { fieldErrors } from '@/lib/schemas/auth';
import { DELAY_REASON_MAX, storageDelaySchema } from '@/lib/schemas/handover';
import { CAUSE_NAMES, formErrorText } from './handover-texts';

type Values = { cause: string; span: string; from: string; to: string; days: string; reason: string };

/** The body the form sends: the dates, or the number of days (a typed number as a number, so the schema judges it). */
function bodyOf(v: Values) {
  const span =
    v.span === 'dates'
      ? { from: v.from, to: v.to }
      : { days: v.days.trim() === '' ? undefined : Number(v.days) };
  return { cause: v.cause, reason: v.reason, ...span };
}

/**
 * Records a delay the seller or the title caused: the first and last day, or a number of days, and the reason the
 * buyer reads. Its days stop counting toward storage at once; the page is rendered again.
 */
export function DelayForm({ lotId }: { lotId: number }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useApiForm<Values, unknown>(
    { cause: 'title', span: 'days', from: '', to: '', days: '', reason: '' },
    {
      idPrefix: 'delay',
      validate: (values) => fieldErrors(storageDelaySchema, bodyOf(values)),
      send: async (values) => {
        setConflict(null);
        try {
          return await apiSend('POST', `/rest-api/v2/admin/handover/${lotId}/delays`, bodyOf(values));
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
          throw error;
        }
      },
      onSuccess: () => {
        form.setValues((v) => ({ ...v, from: '', to: '', days: '', reason: '' }));
        router.refresh();
      },
    },
  );
  const error = (name: string) =>
    form.errors[name] && (
      <p id={`delay-${name}-error`} className="field-error" role="alert">
        {form.errors[name]}
      </p>
    );
  const described = (name: string) => (form.errors[name] ? `delay-${name}-error` : undefined);
  const input = (name: 'from' | 'to' | 'days', label: string, type: 'date' | 'number') => (
    <div className="field">
      <label htmlFor={`delay-${name}`}>{label}</label>
      <input
        id={`delay-${name}`}
        name={name}
        type={type}
        min={type === 'number' ? 1 : undefined}
        value={form.values[name]}
        aria-invalid={form.errors[name] ? true : undefined}
        aria-describedby={described(name)}
        onChange={(e) => form.set(name, e.target.value)}
      />
      {error(name)}
    </div>
  );
  return (
    <ApiForm form={form} testId="delay-form">
      <FormError message={formErrorText(form.errors._, conflict)} />
      <div className="admin-inline-fields">
        <div className="field">
          <label htmlFor="delay-cause">Caused by</label>
          <select
            id="delay-cause"
            name="cause"
            value={form.values.cause}
            aria-describedby={described('cause')}
            onChange={(e) => form.set('cause', e.target.value)}
          >
            {STORAGE_DELAY_CAUSES.map((cause) => (
              <option key={cause} value={cause}>
                {CAUSE_NAMES[cause]}
              </option>
            ))}
          </select>
          {error('cause')}
        </div>
        <fieldset className="field admin-radios">
          <legend>The delay</legend>
          {(['days', 'dates'] as const).map((span) => (
            <label key={span}>
              <input
                type="radio"
                name="span"
                value={span}
                checked={form.values.span === span}
                onChange={() => form.set('span', span)}
              />{' '}
              {span === 'days' ? 'A number of days' : 'From one day to another'}
            </label>
          ))}
        </fieldset>
        {form.values.span === 'dates' ? (
          <>
            {input('from', 'First day', 'date')}
            {input('to', 'Last day', 'date')}
          </>
        ) : (
          input('days', 'Days', 'number')
        )}
      </div>
      <div className="field">
        <label htmlFor="delay-reason">Reason (the buyer reads it)</label>
        <textarea
          id="delay-reason"
          name="reason"
          rows={2}
          maxLength={DELAY_REASON_MAX}
          value={form.values.reason}
          aria-invalid={form.errors.reason ? true : undefined}
          aria-describedby={described('reason')}
          onChange={(e) => form.set('reason', e.target.value)}
        />
        {error('reason')}
      </div>
      <div className="form__actions">
        <Button type="submit" disabled={form.busy} data-testid="delay-submit">
          {form.busy ? 'Saving…' : 'Record the delay'}
        </Button>
      </div>
    </ApiForm>
  );
}
