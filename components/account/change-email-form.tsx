'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { useLocale } from '@/lib/i18n/navigation';
import { fieldErrors } from '@/lib/schemas/auth';
import { emailChangeSchema } from '@/lib/schemas/security';

export interface ChangeEmailLabels {
  current: string;
  newEmail: string;
  currentPassword: string;
  submit: string;
  sending: string;
  changed: string;
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

const EMPTY = { newEmail: '', currentPassword: '' };

/** A new sign-in e-mail, confirmed with the current password; the old address gets a notice. */
export function ChangeEmailForm({ email, labels }: { email: string; labels: ChangeEmailLabels }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [current, setCurrent] = useState(email);
  const form = useApiForm(EMPTY, {
    idPrefix: 'change-email',
    validate: (values) => fieldErrors(emailChangeSchema, { ...values, locale }),
    send: (values) =>
      apiSend<{ email: string }>('POST', '/rest-api/v2/account/security/email', { ...values, locale }),
    onSuccess: async (result) => {
      setCurrent(result.email);
      form.setValues(EMPTY);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  return (
    <ApiForm form={form} testId="change-email-form">
      <p>
        {labels.current} <strong data-testid="current-email">{current}</strong>
      </p>
      <FormError message={error('_')} />
      <TextField
        id="change-email-newEmail"
        name="newEmail"
        type="email"
        autoComplete="email"
        label={labels.newEmail}
        value={form.values.newEmail}
        error={error('newEmail')}
        onChange={(e) => form.set('newEmail', e.target.value)}
      />
      <TextField
        id="change-email-currentPassword"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={labels.currentPassword}
        value={form.values.currentPassword}
        error={error('currentPassword')}
        onChange={(e) => form.set('currentPassword', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="change-email-done">
          {form.succeeded ? labels.changed : ''}
        </p>
      </div>
    </ApiForm>
  );
}
