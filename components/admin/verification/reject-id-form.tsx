'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextAreaField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { ApiRequestError, apiSend } from '@/lib/api/fetcher';
import { ID_REJECTION_REASONS, REJECTION_NOTE_MAX } from '@/lib/domain/id-verification';
import { fieldErrors } from '@/lib/schemas/auth';
import { rejectIdSchema, type IdReview } from '@/lib/schemas/admin-verification';
import { REJECTION_REASON_NAMES, reviewErrorText } from './review-texts';

/** The body as the form holds it: an empty note is no note. */
function bodyOf(values: { reason: string; note: string }) {
  return { reason: values.reason, ...(values.note.trim() ? { note: values.note } : {}) };
}

/**
 * Reject the id under review with a reason the member reads in their language, and a note (required with "Other").
 * Checked with the route's own schema before sending; on success the page is rendered again and shows the decision;
 * a 409 shows why it could not be decided.
 */
export function RejectIdForm({ reviewId }: { reviewId: number }) {
  const router = useRouter();
  const [conflict, setConflict] = useState<string | null>(null);
  const form = useApiForm(
    { reason: '', note: '' },
    {
      idPrefix: 'reject-id',
      validate: (values) => fieldErrors(rejectIdSchema, bodyOf(values)),
      send: async (values) => {
        setConflict(null);
        try {
          return await apiSend<IdReview>(
            'POST',
            `/rest-api/v2/admin/verification/${reviewId}/reject`,
            bodyOf(values),
          );
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 409) setConflict(error.message);
          throw error;
        }
      },
      onSuccess: () => router.refresh(),
    },
  );
  const formError = form.errors._ === 'conflict' && conflict ? conflict : reviewErrorText(form.errors._);
  const reasonError = reviewErrorText(form.errors.reason);
  const noteError = reviewErrorText(form.errors.note);
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ');
  return (
    <ApiForm form={form} testId="reject-id-form">
      <FormError message={formError} />
      <div className="field">
        <label htmlFor="reject-id-reason">Reason</label>
        <select
          id="reject-id-reason"
          name="reason"
          value={form.values.reason}
          aria-invalid={Boolean(reasonError)}
          aria-describedby={describedBy(
            'reject-id-reason-hint',
            Boolean(reasonError) && 'reject-id-reason-error',
          )}
          onChange={(e) => form.set('reason', e.target.value)}
        >
          <option value="">Choose a reason</option>
          {ID_REJECTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {REJECTION_REASON_NAMES[reason]}
            </option>
          ))}
        </select>
        <p id="reject-id-reason-hint" className="field-hint">
          The member reads it in their own language and may upload another id.
        </p>
        {reasonError && (
          <p id="reject-id-reason-error" className="field-error" role="alert">
            {reasonError}
          </p>
        )}
      </div>
      <TextAreaField
        id="reject-id-note"
        label="Note to the member (optional, required with “Other”)"
        name="note"
        rows={3}
        maxLength={REJECTION_NOTE_MAX}
        value={form.values.note}
        error={noteError}
        hint="Shown to the member as you write it, in English."
        onChange={(e) => form.set('note', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-red" disabled={form.busy}>
          {form.busy ? 'Rejecting…' : 'Reject the id'}
        </Button>
      </div>
    </ApiForm>
  );
}
