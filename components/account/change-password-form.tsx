'use client';

import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors } from '@/lib/schemas/auth';
import { passwordChangeSchema } from '@/lib/schemas/security';

export interface ChangePasswordLabels {
  currentPassword: string;
  newPassword: string;
  hint: string;
  submit: string;
  sending: string;
  changed: string;
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

const EMPTY = { currentPassword: '', newPassword: '' };

/**
 * A new password, confirmed with the current one. The server signs out every other device and hands this browser a
 * new session cookie; the fields empty only after a success.
 */
export function ChangePasswordForm({ labels }: { labels: ChangePasswordLabels }) {
  const form = useApiForm(EMPTY, {
    idPrefix: 'change-password',
    validate: (values) => fieldErrors(passwordChangeSchema, values),
    send: (values) => apiSend('POST', '/rest-api/v2/account/security/password', values),
    onSuccess: () => {
      form.setValues(EMPTY);
    },
  });
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  return (
    <ApiForm form={form} testId="change-password-form">
      <FormError message={error('_')} />
      <TextField
        id="change-password-currentPassword"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={labels.currentPassword}
        value={form.values.currentPassword}
        error={error('currentPassword')}
        onChange={(e) => form.set('currentPassword', e.target.value)}
      />
      <TextField
        id="change-password-newPassword"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={labels.newPassword}
        hint={labels.hint}
        value={form.values.newPassword}
        error={error('newPassword')}
        onChange={(e) => form.set('newPassword', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="change-password-done">
          {form.succeeded ? labels.changed : ''}
        </p>
      </div>
    </ApiForm>
  );
}
