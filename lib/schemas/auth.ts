import * as z from 'zod/mini';
import { isCountryCode } from '@/lib/domain/countries';
import { safeTextCheck, text } from './safe-text';

/**
 * Sign-up, sign-in and password recovery: one schema for each form and its handler (zod/mini: they ship to the
 * browser). Messages are the i18n keys of AuthForms.errors. The common-password check runs on the server only. Text
 * fields follow the one rule of ./safe-text; a new password may not hold NUL, an unpaired surrogate or a control
 * character other than tab and line breaks (a password to sign in with is only compared, so it is taken as typed).
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

const email = text().check(
  z.toLowerCase(),
  z.minLength(1, 'emailRequired'),
  z.maxLength(254, 'emailInvalid'),
  z.email('emailInvalid'),
);

export const newPassword = z
  .string()
  .check(
    safeTextCheck('multiline'),
    z.minLength(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong'),
  );

const name = (required: string) => text().check(z.minLength(1, required), z.maxLength(60, 'nameTooLong'));

export const countryField = text().check(z.toUpperCase(), z.refine(isCountryCode, 'countryInvalid'));

export const signUpSchema = z.object({
  firstName: name('firstNameRequired'),
  lastName: name('lastNameRequired'),
  email,
  password: newPassword,
  countryIso2: countryField,
});

export const signInSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
  rememberMe: z._default(z.boolean(), true),
});

/**
 * The second step of a staff sign-in: the 6-digit code of the authenticator app, or one of the recovery codes shown
 * at enrolment (each works once).
 */
export const secondFactorSchema = z.object({
  method: z._default(z.enum(['totp', 'recovery']), 'totp'),
  code: text().check(z.minLength(1, 'codeRequired'), z.maxLength(64, 'codeWrong')),
});

/** Staff's enrolment of an authenticator: the password first, then a code from the app to confirm it. */
export const twoFactorEnrolSchema = z.object({
  password: z
    .string()
    .check(z.minLength(1, 'passwordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'passwordTooLong')),
});
export const twoFactorConfirmSchema = z.object({
  code: text().check(z.minLength(1, 'codeRequired'), z.maxLength(64, 'codeWrong')),
});

export const recoveryRequestSchema = z.object({
  email,
  locale: z._default(z.enum(['en', 'es', 'ru', 'pl', 'ar']), 'en'),
});

export const passwordResetSchema = z.object({
  token: text({ trim: false }).check(z.minLength(1, 'tokenInvalid'), z.maxLength(200, 'tokenInvalid')),
  password: newPassword,
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignInInput = z.input<typeof signInSchema>;
export type SecondFactorInput = z.output<typeof secondFactorSchema>;
export type AuthErrorKey =
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTaken'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordCommon'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'nameTooLong'
  | 'countryInvalid'
  | 'tokenInvalid'
  | 'currentPasswordWrong'
  | 'codeRequired'
  | 'codeWrong';

/** Field -> error key for any of these schemas, the rules the server applies (before its own checks). */
export function fieldErrors(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const parsed = z.safeParse(schema, values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '_');
    errors[field] ??= issue.message;
  }
  return errors;
}
