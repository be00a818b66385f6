import { fieldErrors } from './auth';
import { contactInformationSchema, isPhoneNumber } from './contact-information';
import * as z from 'zod/mini';

const us = {
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '+1 (555) 010-0199',
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  countryIso2: 'US',
};

const abroad = {
  ...us,
  city: 'Warszawa',
  region: '',
  postalCode: '',
  countryIso2: 'PL',
};

describe('contact information rules', () => {
  test('a complete US address and a foreign one without region or postal code are valid', () => {
    expect(fieldErrors(contactInformationSchema, us)).toEqual({});
    expect(fieldErrors(contactInformationSchema, { ...us, postalCode: '62701-1234' })).toEqual({});
    expect(fieldErrors(contactInformationSchema, abroad)).toEqual({});
    expect(
      fieldErrors(contactInformationSchema, { ...abroad, region: 'Mazowieckie', postalCode: '00-950' }),
    ).toEqual({});
  });

  test('values are trimmed, the country upper-cased, a US state stored as its upper-case code', () => {
    const parsed = z.parse(contactInformationSchema, {
      ...us,
      firstName: '  Ana ',
      region: 'il',
      countryIso2: ' us',
    });
    expect(parsed).toMatchObject({ firstName: 'Ana', region: 'IL', countryIso2: 'US' });
    const foreign = z.parse(contactInformationSchema, { ...abroad, region: 'Mazowieckie' });
    expect(foreign.region).toBe('Mazowieckie');
  });

  test('optional parts may be left out of the body and come back as empty strings', () => {
    const { addressLine2: _a, region: _r, postalCode: _p, ...rest } = abroad;
    expect(z.parse(contactInformationSchema, rest)).toMatchObject({
      addressLine2: '',
      region: '',
      postalCode: '',
    });
  });

  test('each required field names its own message key', () => {
    expect(
      fieldErrors(contactInformationSchema, {
        firstName: ' ',
        lastName: '',
        phone: '',
        addressLine1: '',
        city: '',
        countryIso2: 'XX',
      }),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      phone: 'phoneRequired',
      addressLine1: 'addressLine1Required',
      city: 'cityRequired',
      countryIso2: 'countryInvalid',
    });
    expect(fieldErrors(contactInformationSchema, {})).toMatchObject({
      firstName: 'firstNameRequired',
      phone: 'phoneRequired',
      countryIso2: 'countryInvalid',
    });
  });

  test('lengths are limited per field', () => {
    expect(
      fieldErrors(contactInformationSchema, {
        ...us,
        firstName: 'a'.repeat(61),
        addressLine1: 'a'.repeat(101),
        addressLine2: 'a'.repeat(101),
        city: 'a'.repeat(61),
      }),
    ).toEqual({
      firstName: 'nameTooLong',
      addressLine1: 'addressTooLong',
      addressLine2: 'addressTooLong',
      city: 'cityTooLong',
    });
    expect(fieldErrors(contactInformationSchema, { ...abroad, region: 'r'.repeat(61) })).toEqual({
      region: 'regionTooLong',
    });
  });

  test('a phone has 7 to 20 of digits, spaces, +, - and brackets, with at least 7 digits', () => {
    for (const ok of ['5550100', '+48 601 234 567', '(555) 010-0199', '+1-555-010-0199']) {
      expect([ok, isPhoneNumber(ok)]).toEqual([ok, true]);
    }
    for (const bad of ['555-01', '555 0100 ext 2', '+1 (555) 010-0199 0000', '(((--)))', 'call me']) {
      expect([bad, isPhoneNumber(bad)]).toEqual([bad, false]);
    }
    expect(fieldErrors(contactInformationSchema, { ...us, phone: 'call me' })).toEqual({
      phone: 'phoneInvalid',
    });
  });

  test('a US address needs a state from the list and a ZIP code', () => {
    expect(fieldErrors(contactInformationSchema, { ...us, region: '' })).toEqual({ region: 'stateRequired' });
    expect(fieldErrors(contactInformationSchema, { ...us, region: 'Ontario' })).toEqual({
      region: 'stateInvalid',
    });
    expect(fieldErrors(contactInformationSchema, { ...us, postalCode: '' })).toEqual({
      postalCode: 'zipRequired',
    });
    for (const zip of ['1234', '123456', '12345-67', 'ABCDE', '12345 6789']) {
      expect([zip, fieldErrors(contactInformationSchema, { ...us, postalCode: zip })]).toEqual([
        zip,
        { postalCode: 'zipInvalid' },
      ]);
    }
  });

  test('elsewhere the postal code is letters, digits, spaces and hyphens, at most 12', () => {
    expect(
      fieldErrors(contactInformationSchema, { ...abroad, countryIso2: 'GB', postalCode: 'SW1A 1AA' }),
    ).toEqual({});
    expect(fieldErrors(contactInformationSchema, { ...abroad, postalCode: '1234567890123' })).toEqual({
      postalCode: 'postalCodeInvalid',
    });
    expect(fieldErrors(contactInformationSchema, { ...abroad, postalCode: '00#950' })).toEqual({
      postalCode: 'postalCodeInvalid',
    });
  });

  test('country rules are reported together with the other fields, and not for an unknown country', () => {
    expect(
      fieldErrors(contactInformationSchema, { ...us, firstName: '', region: '', postalCode: 'x' }),
    ).toEqual({
      firstName: 'firstNameRequired',
      region: 'stateRequired',
      postalCode: 'zipInvalid',
    });
    expect(
      fieldErrors(contactInformationSchema, { ...us, countryIso2: 'ZZ', region: '', postalCode: 'x' }),
    ).toEqual({ countryIso2: 'countryInvalid' });
  });
});
