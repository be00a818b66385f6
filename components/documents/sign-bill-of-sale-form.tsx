'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fieldErrors } from '@/lib/schemas/auth';
import { signatureSchema } from '@/lib/schemas/documents';
import { useRouter } from '@/lib/i18n/navigation';
import { documentErrors } from './document-errors';

export interface SignBillOfSaleLabels {
  name: string;
  hint: string;
  submit: string;
  sending: string;
  done: string;
  errors: Record<string, string> & { generic: string };
}

/**
 * Sign a bill of sale with the e-mailed token: the typed full name is the signature. The server refuses a used,
 * expired or foreign token with its own message (shown for the form); a success refreshes the list with the signed copy.
 */
export function SignBillOfSaleForm({ token, labels }: { token: string; labels: SignBillOfSaleLabels }) {
  const router = useRouter();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const form = useApiForm(
    { name: '' },
    {
      idPrefix: 'sign-bos',
      validate: (values) => fieldErrors(signatureSchema, values),
      send: async (values) => {
        setServerErrors({});
        try {
          return await apiSend(
            'POST',
            `/rest-api/v2/account/documents/bos/sign?token=${encodeURIComponent(token)}`,
            values,
          );
        } catch (error) {
          setServerErrors(documentErrors(error));
          throw error;
        }
      },
      onSuccess: () => router.refresh(),
    },
  );
  const errors = { ...form.errors, ...serverErrors };
  const formLevel = errors.token ?? errors._;
  return (
    <ApiForm form={form} testId="sign-bos-form">
      <FormError message={messageFor(formLevel, labels.errors)} />
      <TextField
        id="sign-bos-name"
        name="name"
        autoComplete="name"
        label={labels.name}
        hint={labels.hint}
        value={form.values.name}
        error={messageFor(errors.name, labels.errors)}
        onChange={(e) => {
          setServerErrors({});
          form.set('name', e.target.value);
        }}
        disabled={form.succeeded}
      />
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy || form.succeeded}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="sign-bos-done">
          {form.succeeded ? labels.done : ''}
        </p>
      </div>
    </ApiForm>
  );
}
