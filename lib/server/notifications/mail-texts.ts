import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/domain/locales';

/** The namespaces of texts that leave outside any page request: e-mails and push notifications. */
type OutgoingNamespace = 'Mail' | 'Push';
type OutgoingTranslator = ReturnType<
  typeof createTranslator<Record<OutgoingNamespace, Record<string, string>>, OutgoingNamespace>
>;
const translators = new Map<string, Promise<OutgoingTranslator>>();

/** A translator for one namespace of a locale's messages; one per locale and namespace. */
export function outgoingTranslator(
  locale: Locale,
  namespace: OutgoingNamespace,
): Promise<OutgoingTranslator> {
  const key = `${locale}:${namespace}`;
  let translator = translators.get(key);
  if (!translator) {
    translator = import(`../../../messages/${locale}.json`).then(
      (messages: { default: Record<OutgoingNamespace, Record<string, string>> }) =>
        createTranslator({ locale, messages: messages.default, namespace }),
    );
    translators.set(key, translator);
  }
  return translator;
}

/** A translator for the Mail namespace of a locale's messages (mails leave outside any page request). */
export function mailTranslator(locale: Locale): Promise<OutgoingTranslator> {
  return outgoingTranslator(locale, 'Mail');
}
