import * as z from 'zod/mini';
import { LOCALES } from '@/lib/domain/locales';
import { newPassword, PASSWORD_MAX_LENGTH, signUpSchema } from './auth';

/**
 * The account's security forms: a new e-mail and a new password, each confirmed with the current password (zod/mini:
 * they ship to the browser). E-mail and new-password rules are the registration's. Messages are the i18n keys of
 * Security.errors; the server adds currentPasswordWrong, emailSame, emailTaken and passwordCommon.
 */
const currentPassword = z
  .string('currentPasswordRequired')
  .check(z.minLength(1, 'currentPasswordRequired'), z.maxLength(PASSWORD_MAX_LENGTH, 'currentPasswordWrong'));

export const emailChangeSchema = z.object({
  newEmail: signUpSchema.shape.email,
  currentPassword,
  /** The language of the notice mailed to the old address. */
  locale: z._default(z.enum(LOCALES), 'en'),
});

export const passwordChangeSchema = z.object({ currentPassword, newPassword }).check(
  z.refine((value) => value.newPassword !== value.currentPassword, {
    message: 'passwordSame',
    path: ['newPassword'],
  }),
);

export type EmailChangeInput = z.input<typeof emailChangeSchema>;
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
