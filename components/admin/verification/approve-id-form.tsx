'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import type { IdReview } from '@/lib/schemas/admin-verification';
import { reviewErrorText } from './review-texts';

/**
 * Approve the id under review: one button (the review page shows the file above it). On success the page is rendered
 * again and shows the decision; a 409 (decided meanwhile by someone else, or deleted by the member) shows why.
 */
export function ApproveIdForm({ reviewId, memberName }: { reviewId: number; memberName: string }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useApiForm(
    {},
    {
      idPrefix: 'approve-id',
      validate: () => ({}),
      send: async () => {
        setConflict(null);
        try {
          return await apiSend<IdReview>('POST', `/rest-api/v2/admin/verification/${reviewId}/approve`, {});
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
          throw error;
        }
      },
      onSuccess: () => router.refresh(),
    },
  );
  const formError = form.errors._ === 'conflict' && conflict ? conflict : reviewErrorText(form.errors._);
  return (
    <ApiForm form={form} testId="approve-id-form">
      <FormError message={formError} />
      <p className="field-hint" id="approve-id-hint">
        {memberName} may then bid and buy it now above the cap; they are told by e-mail.
      </p>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy} aria-describedby="approve-id-hint">
          {form.busy ? 'Approving…' : 'Approve the id'}
        </Button>
      </div>
    </ApiForm>
  );
}
