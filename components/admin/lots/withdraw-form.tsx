'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextAreaField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { fieldErrors } from '@/lib/schemas/auth';
import { WITHDRAW_REASON_MAX, withdrawLotSchema, type AdminLotWire } from '@/lib/schemas/admin-lots';
import { lotErrorText } from './lot-form-messages';

/**
 * Withdraw the lot from sale: the reason is required (it goes to the lot and the audit log). On success the page is
 * rendered again and shows the lot withdrawn; a 409 (on the block, sold...) shows the server's reason.
 */
export function WithdrawForm({ lotId }: { lotId: number }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useApiForm(
    { reason: '' },
    {
      idPrefix: 'withdraw',
      validate: (values) => fieldErrors(withdrawLotSchema, values),
      send: async (values) => {
        setConflict(null);
        try {
          return await apiSend<AdminLotWire>('POST', `/rest-api/v2/admin/lots/${lotId}/withdraw`, values);
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
          throw error;
        }
      },
      onSuccess: () => router.refresh(),
    },
  );
  const formError = form.errors._ === 'conflict' && conflict ? conflict : lotErrorText(form.errors._);
  const reasonError = lotErrorText(form.errors.reason);
  return (
    <ApiForm form={form} testId="withdraw-form">
      <FormError message={formError} />
      <TextAreaField
        id="withdraw-reason"
        label="Reason for withdrawing"
        name="reason"
        rows={3}
        maxLength={WITHDRAW_REASON_MAX}
        value={form.values.reason}
        error={reasonError}
        hint="The lot leaves search, the sitemap and its sale; its page stays and shows it withdrawn."
        onChange={(e) => form.set('reason', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-red" disabled={form.busy}>
          {form.busy ? 'Withdrawing…' : 'Withdraw lot'}
        </Button>
      </div>
    </ApiForm>
  );
}
