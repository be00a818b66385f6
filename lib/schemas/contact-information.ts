import * as z from 'zod/mini';
import { isCountryCode, isDomestic } from '@/lib/domain/countries';
import { US_STATES } from '@/lib/domain/us-states';
import { text } from './safe-text';

/**
 * The member's contact information: one schema for the account form and GET/POST
 * /rest-api/v2/account/contact-information (zod/mini: it ships to the browser). Messages are the i18n keys of
 * ContactInformation.errors. The state and postal-code rules depend on the country, so a refinement over the whole
 * object checks them and names the field that is wrong.
 */
const NAME_MAX = 60;
const ADDRESS_MAX = 100;
const CITY_MAX = 60;
const REGION_MAX = 60;

/** Digits, spaces, +, - and brackets, 7 to 20 characters, at least 7 of them digits. */
const PHONE_PATTERN = /^[0-9 +()-]{7,20}$/;
const US_ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** Elsewhere: letters, digits, spaces and -, at most 12. */
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]{1,12}$/;

const required = (key: string, max: number, tooLong: string) =>
  text({ message: key }).check(z.minLength(1, key), z.maxLength(max, tooLong));

const optional = (max: number, tooLong: string) =>
  z._default(text({ message: tooLong }).check(z.maxLength(max, tooLong)), '');

export function isPhoneNumber(value: string): boolean {
  return PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= 7;
}

type CountryRules = { countryIso2: string; region: string; postalCode: string };

/** The field -> key problems of the state and postal code for the chosen country (none when the country is bad). */
function countryRuleErrors({ countryIso2, region, postalCode }: CountryRules): Record<string, string> {
  if (!isCountryCode(countryIso2)) return {};
  const errors: Record<string, string> = {};
  if (isDomestic(countryIso2)) {
    if (!region) errors.region = 'stateRequired';
    else if (!Object.hasOwn(US_STATES, region.toUpperCase())) errors.region = 'stateInvalid';
    if (!postalCode) errors.postalCode = 'zipRequired';
    else if (!US_ZIP_PATTERN.test(postalCode)) errors.postalCode = 'zipInvalid';
  } else if (postalCode && !POSTAL_CODE_PATTERN.test(postalCode)) {
    errors.postalCode = 'postalCodeInvalid';
  }
  return errors;
}

const fields = z.object({
  firstName: required('firstNameRequired', NAME_MAX, 'nameTooLong'),
  lastName: required('lastNameRequired', NAME_MAX, 'nameTooLong'),
  phone: text({ message: 'phoneRequired' }).check(
    z.minLength(1, 'phoneRequired'),
    z.refine(isPhoneNumber, 'phoneInvalid'),
  ),
  addressLine1: required('addressLine1Required', ADDRESS_MAX, 'addressTooLong'),
  addressLine2: optional(ADDRESS_MAX, 'addressTooLong'),
  city: required('cityRequired', CITY_MAX, 'cityTooLong'),
  region: optional(REGION_MAX, 'regionTooLong'),
  // Its format depends on the country: the refinement below checks it.
  postalCode: z._default(text({ message: 'postalCodeInvalid' }), ''),
  countryIso2: text({ message: 'countryInvalid' }).check(
    z.toUpperCase(),
    z.refine(isCountryCode, 'countryInvalid'),
  ),
});

export const contactInformationSchema = z.pipe(
  fields.check(
    z.superRefine((value, context) => {
      const { countryIso2, region, postalCode } = value;
      if (typeof countryIso2 !== 'string' || typeof region !== 'string' || typeof postalCode !== 'string')
        return;
      for (const [field, message] of Object.entries(countryRuleErrors({ countryIso2, region, postalCode }))) {
        context.addIssue({
          code: 'custom',
          message,
          path: [field],
          input: value[field as keyof CountryRules],
        });
      }
    }),
  ),
  // US states are stored as their upper-case postal codes.
  z.transform((value) => ({
    ...value,
    region: isDomestic(value.countryIso2) ? value.region.toUpperCase() : value.region,
  })),
);

export type ContactInformationInput = z.input<typeof contactInformationSchema>;

/** The saved record as GET and POST answer it: every field a string ('' when not given). */
export type ContactInformation = z.output<typeof contactInformationSchema>;
