import { getTranslations } from 'next-intl/server';
import type { AuthFormLabels } from './auth-labels';

const ERROR_KEYS = [
  'emailRequired',
  'emailInvalid',
  'emailTaken',
  'passwordRequired',
  'passwordTooShort',
  'passwordTooLong',
  'passwordCommon',
  'firstNameRequired',
  'lastNameRequired',
  'nameTooLong',
  'countryInvalid',
  'tokenInvalid',
  'invalidCredentials',
  'rateLimited',
  'unauthorized',
  'conflict',
  'generic',
] as const;

/** The fields and error messages every auth form shares, in the request's language. */
export async function authFormLabels(): Promise<AuthFormLabels> {
  const t = await getTranslations('AuthForms');
  const errors = Object.fromEntries(
    ERROR_KEYS.map((key) => [key, t(`errors.${key}`)]),
  ) as AuthFormLabels['errors'];
  return {
    fields: {
      email: t('fields.email'),
      password: t('fields.password'),
      newPassword: t('fields.newPassword'),
      firstName: t('fields.firstName'),
      lastName: t('fields.lastName'),
      country: t('fields.country'),
      rememberMe: t('fields.rememberMe'),
      passwordHint: t('fields.passwordHint'),
    },
    errors,
  };
}
