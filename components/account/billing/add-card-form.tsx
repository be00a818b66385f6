'use client';

import { useState } from 'react';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { fill } from '@/lib/domain/fill-template';
import { fieldErrors } from '@/lib/schemas/auth';
import { addCardSchema, type CreditCardView } from '@/lib/schemas/credit-cards';

export interface AddCardLabels {
  number: string;
  numberHint: string;
  expMonth: string;
  expYear: string;
  cvc: string;
  cvcHint: string;
  holderName: string;
  makePrimary: string;
  submit: string;
  sending: string;
  /** "{brand} ending in {last4} was added." */
  added: string;
  brands: Record<string, string>;
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

const YEARS_SHOWN = 16;

function emptyCard(makePrimary: boolean) {
  return { number: '', expMonth: '', expYear: '', cvc: '', holderName: '', makePrimary };
}

/**
 * Adds a card: checked in the browser with the API's schema (Luhn, brand, expiry, security code), then tokenized by
 * the server. On an error every typed value stays for correcting; after a success the number and security code are
 * cleared and only the brand and last four are shown. The number is never shown back in full.
 */
export function AddCardForm({
  labels,
  primaryByDefault,
  onAdded,
  idPrefix = 'add-card',
}: {
  labels: AddCardLabels;
  /** The first card becomes primary anyway: the box starts ticked then. */
  primaryByDefault: boolean;
  onAdded?: (card: CreditCardView) => void;
  idPrefix?: string;
}) {
  const [added, setAdded] = useState<CreditCardView | null>(null);
  const form = useApiForm(emptyCard(primaryByDefault), {
    idPrefix,
    validate: (values) => fieldErrors(addCardSchema, values),
    send: (values) =>
      apiSend<CreditCardView>('POST', '/rest-api/v2/account/credit-cards', {
        number: values.number,
        expMonth: Number(values.expMonth),
        expYear: Number(values.expYear),
        cvc: values.cvc,
        holderName: values.holderName,
        makePrimary: values.makePrimary,
      }),
    onSuccess: (card) => {
      setAdded(card);
      form.setValues(emptyCard(false));
      onAdded?.(card);
    },
  });
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  const id = (field: string) => `${idPrefix}-${field}`;
  const thisYear = new Date().getFullYear();
  return (
    <ApiForm form={form} testId="add-card-form">
      <FormError message={error('_')} />
      <TextField
        id={id('number')}
        name="cardnumber"
        inputMode="numeric"
        autoComplete="cc-number"
        label={labels.number}
        hint={labels.numberHint}
        maxLength={23}
        value={form.values.number}
        error={error('number')}
        onChange={(e) => form.set('number', e.target.value)}
      />
      <div className="form__row">
        <SelectField
          id={id('expMonth')}
          name="expMonth"
          autoComplete="cc-exp-month"
          label={labels.expMonth}
          value={form.values.expMonth}
          error={error('expMonth')}
          onChange={(value) => form.set('expMonth', value)}
        >
          <option value="">--</option>
          {Array.from({ length: 12 }, (_, i) => (
            <option key={i + 1} value={String(i + 1)}>
              {String(i + 1).padStart(2, '0')}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={id('expYear')}
          name="expYear"
          autoComplete="cc-exp-year"
          label={labels.expYear}
          value={form.values.expYear}
          error={error('expYear')}
          onChange={(value) => form.set('expYear', value)}
        >
          <option value="">----</option>
          {Array.from({ length: YEARS_SHOWN }, (_, i) => (
            <option key={i} value={String(thisYear + i)}>
              {thisYear + i}
            </option>
          ))}
        </SelectField>
        <TextField
          id={id('cvc')}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          label={labels.cvc}
          hint={labels.cvcHint}
          maxLength={4}
          value={form.values.cvc}
          error={error('cvc')}
          onChange={(e) => form.set('cvc', e.target.value)}
        />
      </div>
      <TextField
        id={id('holderName')}
        name="ccname"
        autoComplete="cc-name"
        label={labels.holderName}
        value={form.values.holderName}
        error={error('holderName')}
        onChange={(e) => form.set('holderName', e.target.value)}
      />
      <div className="field field--checkbox">
        <input
          id={id('makePrimary')}
          type="checkbox"
          checked={form.values.makePrimary}
          onChange={(e) => form.set('makePrimary', e.target.checked)}
        />
        <label htmlFor={id('makePrimary')}>{labels.makePrimary}</label>
      </div>
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="add-card-done">
          {form.succeeded && added
            ? fill(labels.added, { brand: labels.brands[added.brand] ?? added.brand, last4: added.last4 })
            : ''}
        </p>
      </div>
    </ApiForm>
  );
}
