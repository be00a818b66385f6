'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { takeSignInTarget } from '@/lib/api/after-sign-in';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors, signInSchema } from '@/lib/schemas/auth';
import { Link, useLocale } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { AuthFormLabels, SecondFactorLabels } from './auth-labels';
import { SecondFactorForm } from './second-factor-form';

export interface SignInLabels extends AuthFormLabels {
  submit: string;
  sending: string;
  forgot: string;
  secondFactor: SecondFactorLabels;
}

/**
 * E-mail and password; on success the member goes where they were going (SPEC §2 sign-in redirect). For staff with a
 * second factor the right password opens the second step (SecondFactorForm) and the session comes after it.
 */
export function SignInForm({ labels }: { labels: SignInLabels }) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const [secondStep, setSecondStep] = useState(false);
  const signedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    window.location.assign(takeSignInTarget(localizedPath('/myaccount/', locale)));
  };
  const form = useApiForm(
    { email: '', password: '', rememberMe: true as boolean },
    {
      idPrefix: 'sign-in',
      validate: (values) => fieldErrors(signInSchema, values),
      send: (values) => apiSend<{ secondFactorRequired: boolean }>('POST', 'auth/sign-in', values),
      onSuccess: async ({ secondFactorRequired }) => {
        if (secondFactorRequired) setSecondStep(true);
        else await signedIn();
      },
    },
  );
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  if (secondStep) {
    return (
      <SecondFactorForm
        labels={labels.secondFactor}
        errors={labels.errors}
        onSignedIn={signedIn}
        onBack={() => {
          form.set('password', '');
          setSecondStep(false);
        }}
      />
    );
  }
  return (
    <ApiForm form={form} testId="sign-in-form">
      <FormError message={error('_')} />
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        autoComplete="username"
        label={labels.fields.email}
        value={form.values.email}
        error={error('email')}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        autoComplete="current-password"
        label={labels.fields.password}
        value={form.values.password}
        error={error('password')}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          name="rememberMe"
          checked={form.values.rememberMe}
          onChange={(e) => form.set('rememberMe', e.target.checked)}
        />
        {labels.fields.rememberMe}
      </label>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <Link href="/myaccount/recovery-password">{labels.forgot}</Link>
      </div>
    </ApiForm>
  );
}
