'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import {
  createSaleSchema,
  rescheduleSaleSchema,
  type SaleBranch,
  type SaleWire,
} from '@/lib/schemas/admin-sales';
import { instantOf } from '../lots/lot-form-values';
import { refusalText, saleErrorText } from './sale-messages';

const API = '/rest-api/v2/admin/sales';

/** The form's fields as typed: the start is the branch's wall clock (`YYYY-MM-DDTHH:mm`, a datetime-local input). */
export type ScheduleValues = { branchId: string; lane: string; startsAt: string };

/** The API body of the typed values, the start read on the branch's clock; what does not read is sent as typed. */
export function scheduleBodyOf(values: ScheduleValues, timeZone: string) {
  return {
    branchId: /^\d+$/.test(values.branchId) ? Number(values.branchId) : values.branchId,
    lane: values.lane,
    startsAt: instantOf(values.startsAt, timeZone),
  };
}

/**
 * A sale's schedule: a new sale (`saleId` absent: branch, lane and start; POST, then the sale's page) or a reschedule
 * (start and lane of the sale's branch; PUT, then the page again). The start is typed on the branch's own clock, its
 * zone named beside it. Errors show under their field (the shared schema first, then the server's 422); a 409 (the
 * sale has started, the lane has another sale then) shows the server's reason.
 */
export function SaleScheduleForm({
  saleId,
  branches,
  initial,
}: {
  saleId?: number;
  branches: readonly SaleBranch[];
  initial: ScheduleValues;
}) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const creating = saleId === undefined;
  const prefix = creating ? 'new-sale' : 'reschedule';
  const branchOf = (id: string) => branches.find((b) => String(b.id) === id);
  const form = useApiForm(initial, {
    idPrefix: prefix,
    validate: (values) => {
      const zone = branchOf(values.branchId)?.timeZone ?? 'UTC';
      const body = scheduleBodyOf(values, zone);
      const errors = creating
        ? fieldErrors(createSaleSchema, body)
        : fieldErrors(rescheduleSaleSchema, { startsAt: body.startsAt, lane: body.lane });
      if (!errors.startsAt && Date.parse(body.startsAt) <= Date.now()) errors.startsAt = 'past';
      return errors;
    },
    send: async (values) => {
      setRefusal(null);
      const body = scheduleBodyOf(values, branchOf(values.branchId)?.timeZone ?? 'UTC');
      try {
        return creating
          ? await apiSend<SaleWire>('POST', API, body)
          : await apiSend<SaleWire>('PUT', `${API}/${saleId}`, { startsAt: body.startsAt, lane: body.lane });
      } catch (error) {
        setRefusal(refusalText(error, undefined));
        throw error;
      }
    },
    onSuccess: (sale) => {
      if (creating) router.push(`/admin/sales/${sale.id}?created=1`);
      else router.refresh();
    },
  });
  const branch = branchOf(form.values.branchId);
  const error = (field: string) => saleErrorText(form.errors[field]);
  const formError = refusal ?? error('_');
  return (
    <ApiForm form={form} testId={creating ? 'new-sale-form' : 'reschedule-form'}>
      <FormError message={formError} />
      {creating && (
        <SelectField
          id={`${prefix}-branchId`}
          name="branchId"
          label="Branch"
          value={form.values.branchId}
          error={error('branchId')}
          onChange={(value) => form.setValues((v) => ({ ...v, branchId: value, lane: '' }))}
        >
          <option value="">Choose a branch</option>
          {branches.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}, {b.state} ({b.id})
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        id={`${prefix}-lane`}
        name="lane"
        label="Lane"
        value={form.values.lane}
        error={error('lane')}
        onChange={(value) => form.set('lane', value)}
      >
        <option value="">Choose a lane</option>
        {(branch?.lanes ?? []).map((lane) => (
          <option key={lane} value={lane}>
            Lane {lane}
          </option>
        ))}
      </SelectField>
      <TextField
        id={`${prefix}-startsAt`}
        name="startsAt"
        type="datetime-local"
        label="Starts"
        hint={`On the branch’s own clock${branch ? ` (${branch.timeZone})` : ''}.`}
        value={form.values.startsAt}
        error={error('startsAt')}
        onChange={(e) => form.set('startsAt', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? 'Saving…' : creating ? 'Schedule the sale' : 'Reschedule'}
        </Button>
        <p className="form__success" role="status" data-testid={`${prefix}-saved`}>
          {form.succeeded && !creating ? 'Rescheduled.' : ''}
        </p>
      </div>
    </ApiForm>
  );
}
