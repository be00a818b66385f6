import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/database';
import { isUniqueViolation } from '@/lib/db/errors';
import { members } from '@/lib/db/schema';
import type { Locale } from '@/lib/domain/locales';
import { ApiError } from '../http/api-error';
import { sendMail } from '../notifications/mailer';
import { mailTranslator } from '../notifications/mail-texts';
import { verifyCurrentPassword } from './current-password';

export interface EmailChange {
  /** Lower-case and trimmed (the schema did that). */
  newEmail: string;
  currentPassword: string;
  locale: Locale;
}

const taken = () => ApiError.invalid({ newEmail: 'emailTaken' });

/**
 * Moves the member's sign-in to a new e-mail address after checking their current password, then tells the OLD
 * address (if it was not the member, they learn of it there). Whether an address is taken is said only after the
 * password was right, so the form cannot be used to find out who is registered.
 */
export async function changeEmail(memberId: string, input: EmailChange): Promise<{ email: string }> {
  const db = await getDb();
  const [member] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  if (!member) throw ApiError.unauthorized();
  if (member.email === input.newEmail) throw ApiError.invalid({ newEmail: 'emailSame' });
  await verifyCurrentPassword(memberId, input.currentPassword);

  const [other] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.email, input.newEmail), ne(members.id, memberId)));
  if (other) throw taken();
  try {
    await db
      .update(members)
      .set({ email: input.newEmail, emailVerified: false, updatedAt: new Date() })
      .where(eq(members.id, memberId));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }

  const t = await mailTranslator(input.locale);
  await sendMail({
    to: member.email,
    subject: t('emailChangedSubject'),
    text: t('emailChangedText', { email: input.newEmail }),
    template: 'email-changed',
  });
  return { email: input.newEmail };
}
