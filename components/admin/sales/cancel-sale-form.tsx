'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextAreaField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import { CANCEL_REASON_MAX, cancelSaleSchema, type CancelledSale } from '@/lib/schemas/admin-sales';
import { refusalText, saleErrorText } from './sale-messages';

/**
 * Cancel the sale, with the reason (the audit log and the calendar keep it). The bidders are told their pre-bids are
 * released; on success the calendar opens and says what was released. A 409 (the sale has started) shows why.
 */
export function CancelSaleForm({ saleId, calendar }: { saleId: number; calendar: string }) {
  const router = useRouter();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useApiForm(
    { reason: '' },
    {
      idPrefix: 'cancel-sale',
      validate: (values) => fieldErrors(cancelSaleSchema, values),
      send: async (values) => {
        setRefusal(null);
        try {
          return await apiSend<CancelledSale>('POST', `/rest-api/v2/admin/sales/${saleId}/cancel`, values);
        } catch (error) {
          setRefusal(refusalText(error, undefined));
          throw error;
        }
      },
      onSuccess: (done) => {
        const params = new URLSearchParams({
          cancelled: String(done.id),
          released: String(done.lotsReleased),
          preBids: String(done.preBidsReleased),
        });
        router.push(`${calendar}${calendar.includes('?') ? '&' : '?'}${params.toString()}`);
      },
    },
  );
  const reasonError = saleErrorText(form.errors.reason);
  return (
    <ApiForm form={form} testId="cancel-sale-form">
      <FormError message={refusal ?? saleErrorText(form.errors._)} />
      <TextAreaField
        id="cancel-sale-reason"
        label="Reason for cancelling"
        name="reason"
        rows={3}
        maxLength={CANCEL_REASON_MAX}
        value={form.values.reason}
        error={reasonError}
        hint="The lots go back to upcoming without a sale; their pre-bids are released and each bidder gets a notice and an e-mail. Bidders are not shown the reason."
        onChange={(e) => form.set('reason', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-red" disabled={form.busy}>
          {form.busy ? 'Cancelling…' : 'Cancel the sale'}
        </Button>
      </div>
    </ApiForm>
  );
}
