'use client';

import { useSearchParams } from 'next/navigation';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors, passwordResetSchema, recoveryRequestSchema } from '@/lib/schemas/auth';
import { Link, useLocale } from '@/lib/i18n/navigation';
import type { AuthFormLabels } from './auth-labels';

export interface RecoveryLabels extends AuthFormLabels {
  requestLead: string;
  requestSubmit: string;
  resetLead: string;
  resetSubmit: string;
  sending: string;
  sent: string;
  done: string;
  signIn: string;
}

/** Step 1: ask for a link by e-mail. The answer never says whether the address is registered. */
function RequestForm({ labels }: { labels: RecoveryLabels }) {
  const locale = useLocale();
  const form = useApiForm(
    { email: '' },
    {
      idPrefix: 'recovery',
      validate: (values) => fieldErrors(recoveryRequestSchema, { ...values, locale }),
      send: (values) => apiSend('POST', 'auth/recovery-password', { ...values, locale }),
    },
  );
  if (form.succeeded) {
    return (
      <p role="status" data-testid="recovery-sent">
        {labels.sent}
      </p>
    );
  }
  return (
    <ApiForm form={form} testId="recovery-form">
      <p>{labels.requestLead}</p>
      <FormError message={messageFor(form.errors._, labels.errors)} />
      <TextField
        id="recovery-email"
        name="email"
        type="email"
        autoComplete="email"
        label={labels.fields.email}
        value={form.values.email}
        error={messageFor(form.errors.email, labels.errors)}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.requestSubmit}
        </Button>
      </div>
    </ApiForm>
  );
}

/** Step 2: the link's token and a new password; every session of the member ends. */
function ResetForm({ token, labels }: { token: string; labels: RecoveryLabels }) {
  const form = useApiForm(
    { password: '' },
    {
      idPrefix: 'reset',
      validate: (values) => fieldErrors(passwordResetSchema, { ...values, token }),
      send: (values) => apiSend('POST', 'auth/reset-password', { ...values, token }),
    },
  );
  if (form.succeeded) {
    return (
      <p role="status" data-testid="reset-done">
        {labels.done} <Link href="/login">{labels.signIn}</Link>
      </p>
    );
  }
  return (
    <ApiForm form={form} testId="reset-form">
      <p>{labels.resetLead}</p>
      <FormError message={messageFor(form.errors._ ?? form.errors.token, labels.errors)} />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        autoComplete="new-password"
        label={labels.fields.newPassword}
        hint={labels.fields.passwordHint}
        value={form.values.password}
        error={messageFor(form.errors.password, labels.errors)}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.resetSubmit}
        </Button>
      </div>
    </ApiForm>
  );
}

/** /myaccount/recovery-password: the request form, or the new-password form when the link's token is present. */
export function RecoveryForms({ labels }: { labels: RecoveryLabels }) {
  const token = useSearchParams().get('token');
  return token ? <ResetForm token={token} labels={labels} /> : <RequestForm labels={labels} />;
}
