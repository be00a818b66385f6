'use client';

import { useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '@/lib/api/member';
import { ApiForm } from '@/components/forms/api-form';
import { FormError } from '@/components/forms/form-error';
import { SelectField, TextField } from '@/components/forms/text-field';
import { useApiForm } from '@/components/forms/use-api-form';
import { Button } from '@/components/ui/button';
import { apiSend } from '@/lib/api/fetcher';
import { messageFor } from '@/lib/api/form-errors';
import { isDomestic } from '@/lib/domain/countries';
import { US_STATES } from '@/lib/domain/us-states';
import { fieldErrors } from '@/lib/schemas/auth';
import { contactInformationSchema, type ContactInformation } from '@/lib/schemas/contact-information';

const CONTACT_INFORMATION_PATH = '/rest-api/v2/account/contact-information';

export interface ContactInformationLabels {
  fields: {
    firstName: string;
    lastName: string;
    phone: string;
    phoneHint: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    chooseState: string;
    region: string;
    zip: string;
    postalCode: string;
    country: string;
  };
  submit: string;
  sending: string;
  saved: string;
  /** Error key -> message; `generic` for anything unexpected. */
  errors: Record<string, string> & { generic: string };
}

type TextKey =
  'firstName' | 'lastName' | 'phone' | 'addressLine1' | 'addressLine2' | 'city' | 'region' | 'postalCode';

const AUTOCOMPLETE: Record<TextKey, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  phone: 'tel',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
};

const STATES = Object.entries(US_STATES);

/**
 * The member's name, phone, address and country. US addresses pick a state from the list and need a ZIP code;
 * elsewhere the region is free text and the postal code optional. What was typed stays on every error.
 */
export function ContactInformationForm({
  initial,
  labels,
  countries,
}: {
  initial: ContactInformation;
  labels: ContactInformationLabels;
  countries: readonly { code: string; name: string }[];
}) {
  const queryClient = useQueryClient();
  const form = useApiForm(initial, {
    idPrefix: 'contact',
    validate: (values) => fieldErrors(contactInformationSchema, values),
    send: (values) => apiSend<ContactInformation>('POST', CONTACT_INFORMATION_PATH, values),
    onSuccess: async (record) => {
      form.setValues(record);
      await queryClient.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });
  const domestic = isDomestic(form.values.countryIso2);
  const error = (field: string) => messageFor(form.errors[field], labels.errors);
  const changeCountry = (countryIso2: string) => {
    // A US state code means nothing elsewhere, and a foreign region is no US state: start that field afresh.
    const keepRegion = isDomestic(countryIso2) === domestic;
    form.setValues((v) => ({ ...v, countryIso2, region: keepRegion ? v.region : '' }));
  };
  const text = (field: TextKey, label: string, extra: { type?: string; hint?: string } = {}) => (
    <TextField
      id={`contact-${field}`}
      name={field}
      type={extra.type ?? 'text'}
      autoComplete={AUTOCOMPLETE[field]}
      label={label}
      hint={extra.hint}
      value={form.values[field]}
      error={error(field)}
      onChange={(e) => form.set(field, e.target.value)}
    />
  );
  return (
    <ApiForm form={form} testId="contact-information-form">
      <FormError message={error('_')} />
      {text('firstName', labels.fields.firstName)}
      {text('lastName', labels.fields.lastName)}
      {text('phone', labels.fields.phone, { type: 'tel', hint: labels.fields.phoneHint })}
      <SelectField
        id="contact-countryIso2"
        name="countryIso2"
        autoComplete="country"
        label={labels.fields.country}
        value={form.values.countryIso2}
        error={error('countryIso2')}
        onChange={changeCountry}
      >
        {countries.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </SelectField>
      {text('addressLine1', labels.fields.addressLine1)}
      {text('addressLine2', labels.fields.addressLine2)}
      {text('city', labels.fields.city)}
      {domestic ? (
        <SelectField
          id="contact-region"
          name="region"
          autoComplete="address-level1"
          label={labels.fields.state}
          value={form.values.region.toUpperCase()}
          error={error('region')}
          onChange={(value) => form.set('region', value)}
        >
          <option value="">{labels.fields.chooseState}</option>
          {STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
      ) : (
        text('region', labels.fields.region)
      )}
      {text('postalCode', domestic ? labels.fields.zip : labels.fields.postalCode)}
      <div className="form__actions">
        <Button type="submit" theme="is-orange" disabled={form.busy}>
          {form.busy ? labels.sending : labels.submit}
        </Button>
        <p className="form__success" role="status" data-testid="contact-information-saved">
          {form.succeeded ? labels.saved : ''}
        </p>
      </div>
    </ApiForm>
  );
}
