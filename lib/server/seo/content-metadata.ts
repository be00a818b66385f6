import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { buildMetadata } from './build-metadata';

/** generateMetadata for a page whose texts live in a message namespace with metaTitle and metaDescription. */
export async function contentMetadata(
  namespace: string,
  path: string,
  locale: Locale,
  options: { noindex?: boolean; values?: Record<string, string> } = {},
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return buildMetadata({
    path,
    locale,
    noindex: options.noindex,
    fallback: { title: t('metaTitle', options.values), description: t('metaDescription', options.values) },
  });
}
