import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Locale } from '@/lib/domain/locales';
import { localizedPath } from '@/lib/i18n/localized-path';
import { sendMail } from '../notifications/mailer';
import { mailTranslator } from '../notifications/mail-texts';
import { linkOrigin } from '../http/request-origin';

/** Where the recovery link points and in which language the mail is written, for the request being served. */
export interface RecoveryContext {
  origin: string;
  locale: Locale;
}

export const recoveryContext = new AsyncLocalStorage<RecoveryContext>();

/** The link of a recovery mail: the recovery page with the single-use token. */
export function recoveryLink(origin: string, locale: Locale, token: string): string {
  const url = new URL(localizedPath('/myaccount/recovery-password', locale), origin);
  url.searchParams.set('token', token);
  return url.toString();
}

/** better-auth's sendResetPassword: mails the member a link with the token (valid one hour, used once). */
export async function sendRecoveryMail(email: string, token: string, _request?: Request): Promise<void> {
  const context = recoveryContext.getStore() ?? { origin: linkOrigin(), locale: 'en' };
  const t = await mailTranslator(context.locale);
  const link = recoveryLink(context.origin, context.locale, token);
  await sendMail({
    to: email,
    subject: t('recoverySubject'),
    text: t('recoveryText', { link }),
    template: 'recovery-password',
  });
}
