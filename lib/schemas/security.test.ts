import * as z from 'zod/mini';
import { fieldErrors } from './auth';
import { emailChangeSchema, passwordChangeSchema } from './security';

describe('e-mail change rules', () => {
  test('the new e-mail is trimmed and lower-cased; the locale defaults to English', () => {
    expect(
      z.parse(emailChangeSchema, { newEmail: '  Ana@Example.COM ', currentPassword: 'whatever it is' }),
    ).toEqual({ newEmail: 'ana@example.com', currentPassword: 'whatever it is', locale: 'en' });
  });

  test('each bad field names its key', () => {
    expect(fieldErrors(emailChangeSchema, { newEmail: '', currentPassword: '' })).toEqual({
      newEmail: 'emailRequired',
      currentPassword: 'currentPasswordRequired',
    });
    expect(fieldErrors(emailChangeSchema, { newEmail: 'nope', currentPassword: 'x' })).toEqual({
      newEmail: 'emailInvalid',
    });
    expect(
      fieldErrors(emailChangeSchema, { newEmail: 'a@b.co', currentPassword: 'x', locale: 'de' }),
    ).toEqual({
      locale: expect.any(String),
    });
  });
});

describe('password change rules', () => {
  test('a long enough new password that differs from the current one is valid', () => {
    expect(
      fieldErrors(passwordChangeSchema, { currentPassword: 'old', newPassword: 'a brand new passphrase' }),
    ).toEqual({});
  });

  test('the new password follows the registration rules and must differ from the current one', () => {
    expect(fieldErrors(passwordChangeSchema, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'currentPasswordRequired',
      newPassword: 'passwordTooShort',
    });
    expect(fieldErrors(passwordChangeSchema, { currentPassword: 'x', newPassword: 'a'.repeat(129) })).toEqual(
      {
        newPassword: 'passwordTooLong',
      },
    );
    expect(
      fieldErrors(passwordChangeSchema, {
        currentPassword: 'the same passphrase',
        newPassword: 'the same passphrase',
      }),
    ).toEqual({ newPassword: 'passwordSame' });
  });
});
