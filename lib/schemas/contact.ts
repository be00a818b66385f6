import * as z from 'zod/mini';
import { text } from './safe-text';

/**
 * The contact form: one schema for the form and the handler (zod/mini: it ships to the browser). Messages are the
 * i18n keys of ContactPage.errors.
 */
export const contactMessageSchema = z.object({
  name: text().check(z.minLength(1, 'nameRequired'), z.maxLength(120, 'nameRequired')),
  email: text().check(z.maxLength(254, 'emailInvalid'), z.email('emailInvalid')),
  phone: z._default(
    z.optional(
      text().check(z.maxLength(32, 'phoneInvalid'), z.regex(/^(\+?[0-9 ()-]{6,32})?$/, 'phoneInvalid')),
    ),
    '',
  ),
  subject: text().check(z.minLength(1, 'subjectRequired'), z.maxLength(200, 'subjectRequired')),
  message: text({ multiline: true }).check(
    z.minLength(10, 'messageTooShort'),
    z.maxLength(5000, 'messageTooLong'),
  ),
  locale: z._default(z.enum(['en', 'es', 'ru', 'pl', 'ar']), 'en'),
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactErrorKey =
  'nameRequired' | 'emailInvalid' | 'phoneInvalid' | 'subjectRequired' | 'messageTooShort' | 'messageTooLong';

/** Field -> error key, for the form (the same rules the server applies). */
export function contactFieldErrors(
  values: ContactMessageInput,
): Partial<Record<keyof ContactMessageInput, ContactErrorKey>> {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<keyof ContactMessageInput, ContactErrorKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof ContactMessageInput;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return errors;
}
