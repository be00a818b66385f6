'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend, ApiRequestError } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors, secondFactorSchema } from '@/lib/schemas/auth';
import type { AuthFormLabels, SecondFactorLabels } from './auth-labels';

type Method = 'totp' | 'recovery';

/**
 * The second step's own refusals as the form's error keys: a wrong code names the code field; an expired or spent
 * step is the form's (the shared mapper knows only the password step's 401).
 */
function asFormError(error: unknown, method: Method): unknown {
  if (!(error instanceof ApiRequestError) || error.status !== 401) return error;
  const fields =
    error.code === 'invalid_code'
      ? { code: method === 'totp' ? 'codeWrong' : 'recoveryCodeWrong' }
      : { _: 'secondFactorExpired' };
  return new ApiRequestError(error.message, 422, {
    error: { code: 'invalid_input', message: error.message, fields },
  });
}

/**
 * A staff sign-in's second step, after a right password: the authenticator app's code, or one of the recovery codes
 * (each works once). `onBack` returns to the password step (needed once the step has expired).
 */
export function SecondFactorForm({
  labels,
  errors,
  onSignedIn,
  onBack,
}: {
  labels: SecondFactorLabels;
  errors: AuthFormLabels['errors'];
  onSignedIn: () => Promise<void>;
  onBack: () => void;
}) {
  const [method, setMethod] = useState<Method>('totp');
  const form = useApiForm(
    { code: '' },
    {
      idPrefix: 'second-factor',
      validate: (values) => fieldErrors(secondFactorSchema, { ...values, method }),
      send: async (values) => {
        try {
          return await apiSend('POST', 'auth/sign-in/two-factor', { ...values, method });
        } catch (error) {
          throw asFormError(error, method);
        }
      },
      onSuccess: onSignedIn,
    },
  );
  const error = (field: string) => messageFor(form.errors[field], errors);
  const switchTo = (next: Method) => {
    setMethod(next);
    form.setValues({ code: '' });
  };
  return (
    <ApiForm form={form} testId="second-factor-form">
      <h2>{labels.title}</h2>
      <p>{method === 'totp' ? labels.lead : labels.recoveryLead}</p>
      <FormError message={error('_')} />
      <TextField
        id="second-factor-code"
        name="code"
        autoComplete="one-time-code"
        {...(method === 'totp' ? { inputMode: 'numeric' as const, maxLength: 7 } : { spellCheck: false })}
        label={method === 'totp' ? labels.code : labels.recoveryCode}
        value={form.values.code}
        error={error('code')}
        onChange={(e) => form.set('code', e.target.value)}
        autoFocus
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <Button onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
          {method === 'totp' ? labels.useRecovery : labels.useCode}
        </Button>
        <Button onClick={onBack}>{labels.back}</Button>
      </div>
    </ApiForm>
  );
}
