import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';

/** A translator for the Mail namespace of a locale's messages (mails leave outside any page request). */
export async function mailTranslator(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)) as {
    default: { Mail: Record<string, string> };
  };
  return createTranslator({ locale, messages: messages.default, namespace: 'Mail' });
}
