'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import { assignLotsSchema, lotReferencesOf, type SaleWire } from '@/lib/schemas/admin-sales';
import { refusalText, saleErrorText } from './sale-messages';

/**
 * Assign lots to the sale: lot ids or stock numbers, several at once (spaces, commas or one a line); they join the end
 * of the runlist in the order typed. On success the box empties and the runlist below shows them; an unknown lot or a
 * lot that cannot join (on the block, sold, at another branch...) is named with the reason.
 */
export function AssignLotsForm({ saleId }: { saleId: number }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [joined, setJoined] = useState<number | null>(null);
  const form = useApiForm(
    { lots: '' },
    {
      idPrefix: 'assign-lots',
      validate: (values) => fieldErrors(assignLotsSchema, { lots: lotReferencesOf(values.lots) }),
      send: async (values) => {
        setRefusal(null);
        setJoined(null);
        try {
          return await apiSend<SaleWire>('POST', `/rest-api/v2/admin/sales/${saleId}/lots`, {
            lots: lotReferencesOf(values.lots),
          });
        } catch (error) {
          setRefusal(refusalText(error, undefined));
          throw error;
        }
      },
      onSuccess: (_sale, values) => {
        setJoined(new Set(lotReferencesOf(values.lots)).size);
        form.setValues({ lots: '' });
        router.refresh();
      },
    },
  );
  const lotsError = refusal === null ? saleErrorText(form.errors.lots) : null;
  return (
    <ApiForm form={form} testId="assign-lots-form">
      <FormError message={refusal ?? saleErrorText(form.errors._)} />
      <div className="field">
        <label htmlFor="assign-lots-lots">Lot ids or stock numbers</label>
        <textarea
          id="assign-lots-lots"
          name="lots"
          rows={3}
          value={form.values.lots}
          aria-invalid={Boolean(lotsError)}
          aria-describedby={['assign-lots-lots-hint', lotsError ? 'assign-lots-lots-error' : '']
            .join(' ')
            .trim()}
          onChange={(e) => form.set('lots', e.target.value)}
        />
        <p id="assign-lots-lots-hint" className="field-hint">
          9-digit lot ids or 8-digit stock numbers, separated by spaces, commas or new lines. They join the
          end of the runlist in this order; a lot in another sale moves here with its bids.
        </p>
        {lotsError && (
          <p id="assign-lots-lots-error" className="field-error" role="alert">
            {lotsError}
          </p>
        )}
      </div>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? 'Assigning…' : 'Assign lots'}
        </Button>
        <p className="form__success" role="status" data-testid="assign-lots-done">
          {joined !== null && form.succeeded ? `Assigned ${joined === 1 ? '1 lot' : `${joined} lots`}.` : ''}
        </p>
      </div>
    </ApiForm>
  );
}
