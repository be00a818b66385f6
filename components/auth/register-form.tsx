'use client';

import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { takeSignInTarget } from '@/lib/api/after-sign-in';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors, signUpSchema } from '@/lib/schemas/auth';
import { Link, useLocale } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { AuthFormLabels } from './auth-labels';

export interface RegisterLabels extends AuthFormLabels {
  submit: string;
  sending: string;
  haveAccount: string;
}

type Field = 'firstName' | 'lastName' | 'email' | 'password';

/** Registration as a free Guest member; the new member is signed in and asked to accept the terms next. */
export function RegisterForm({
  labels,
  countries,
}: {
  labels: RegisterLabels;
  countries: readonly { code: string; name: string }[];
}) {
  const queryClient = useQueryClient();
  const locale = useLocale();
  const form = useApiForm(
    { firstName: '', lastName: '', email: '', password: '', countryIso2: 'US' },
    {
      idPrefix: 'register',
      validate: (values) => fieldErrors(signUpSchema, values),
      send: (values) => apiSend('POST', 'auth/sign-up', values),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
        window.location.assign(takeSignInTarget(localizedPath('/myaccount/', locale)));
      },
    },
  );
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  const text = (field: Field, type: string, autoComplete: string, hint?: string) => (
    <TextField
      id={`register-${field}`}
      name={field}
      type={type}
      autoComplete={autoComplete}
      label={labels.fields[field]}
      hint={hint}
      value={form.values[field]}
      error={error(field)}
      onChange={(e) => form.set(field, e.target.value)}
    />
  );
  return (
    <ApiForm form={form} testId="register-form">
      <FormError message={error('_')} />
      {text('firstName', 'text', 'given-name')}
      {text('lastName', 'text', 'family-name')}
      {text('email', 'email', 'email')}
      {text('password', 'password', 'new-password', labels.fields.passwordHint)}
      <SelectField
        id="register-countryIso2"
        name="countryIso2"
        autoComplete="country"
        label={labels.fields.country}
        value={form.values.countryIso2}
        error={error('countryIso2')}
        onChange={(value) => form.set('countryIso2', value)}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <Link href="/login">{labels.haveAccount}</Link>
      </div>
    </ApiForm>
  );
}
