import { z } from 'zod';

/** The contact form: one schema for the form and the handler. Messages are the i18n keys of ContactPage.errors. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(120, 'nameRequired'),
  email: z.string().trim().max(254, 'emailInvalid').email('emailInvalid'),
  phone: z
    .string()
    .trim()
    .max(32, 'phoneInvalid')
    .regex(/^(\+?[0-9 ()-]{6,32})?$/, 'phoneInvalid')
    .optional()
    .default(''),
  subject: z.string().trim().min(1, 'subjectRequired').max(200, 'subjectRequired'),
  message: z.string().trim().min(10, 'messageTooShort').max(5000, 'messageTooLong'),
  locale: z.enum(['en', 'es', 'ru', 'pl', 'ar']).default('en'),
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
