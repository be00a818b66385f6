import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';

type MailTranslator = ReturnType<typeof createTranslator<{ Mail: Record<string, string> }, 'Mail'>>;
const translators = new Map<Locale, Promise<MailTranslator>>();

/** A translator for the Mail namespace of a locale's messages (mails leave outside any page request); one per locale. */
export function mailTranslator(locale: Locale): Promise<MailTranslator> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = import(`../../../messages/${locale}.json`).then(
      (messages: { default: { Mail: Record<string, string> } }) =>
        createTranslator({ locale, messages: messages.default, namespace: 'Mail' }),
    );
    translators.set(locale, translator);
  }
  return translator;
}
