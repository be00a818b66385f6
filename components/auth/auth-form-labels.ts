import { getTranslations } from 'next-intl/server';
import type { AuthFormLabels, SecondFactorLabels } from './auth-labels';

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
  'codeRequired',
  'codeWrong',
  'recoveryCodeWrong',
  'secondFactorExpired',
  'generic',
] as const;

/**
 * The fields and error messages every auth form shares, in the request's language, and the texts of the sign-in's
 * second step (staff), which the sign-in form takes from here.
 */
export async function authFormLabels(): Promise<AuthFormLabels & { secondFactor: SecondFactorLabels }> {
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
    secondFactor: {
      title: t('secondFactor.title'),
      lead: t('secondFactor.lead'),
      recoveryLead: t('secondFactor.recoveryLead'),
      code: t('secondFactor.code'),
      recoveryCode: t('secondFactor.recoveryCode'),
      useRecovery: t('secondFactor.useRecovery'),
      useCode: t('secondFactor.useCode'),
      submit: t('secondFactor.submit'),
      sending: t('secondFactor.sending'),
      back: t('secondFactor.back'),
    },
  };
}
