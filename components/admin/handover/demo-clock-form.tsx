'use client';

import { useRouter } from 'next/navigation';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import { DEMO_CLOCK_MAX_DAYS, demoClockSchema } from '@/lib/schemas/handover';
import { formErrorText } from './handover-texts';

const bodyOf = (days: string) => ({ days: days.trim() === '' ? undefined : Number(days) });

/** Demo mode only: the lot's storage clock starts this many days earlier, so the demo shows storage without waiting. */
export function DemoClockForm({ lotId, days }: { lotId: number; days: number }) {
  const router = useRouter();
  const form = useApiForm(
    { days: String(days) },
    {
      idPrefix: 'demo-clock',
      validate: (values) => fieldErrors(demoClockSchema, bodyOf(values.days)),
      send: (values) =>
        apiSend('POST', `/rest-api/v2/admin/handover/${lotId}/demo-clock`, bodyOf(values.days)),
      onSuccess: () => router.refresh(),
    },
  );
  return (
    <ApiForm form={form} testId="demo-clock-form">
      <FormError message={formErrorText(form.errors._, null)} />
      <div className="field">
        <label htmlFor="demo-clock-days">Days to move the storage clock back</label>
        <input
          id="demo-clock-days"
          name="days"
          type="number"
          min={0}
          max={DEMO_CLOCK_MAX_DAYS}
          value={form.values.days}
          aria-invalid={form.errors.days ? true : undefined}
          aria-describedby={form.errors.days ? 'demo-clock-days-error' : undefined}
          onChange={(e) => form.set('days', e.target.value)}
        />
        {form.errors.days && (
          <p id="demo-clock-days-error" className="field-error" role="alert">
            {form.errors.days}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" disabled={form.busy} data-testid="demo-clock-submit">
          Move the clock
        </Button>
      </div>
    </ApiForm>
  );
}
