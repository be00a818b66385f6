import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '../content/page-metadata-cached';
import { buildMetadata } from '../seo/build-metadata';
import { searchHeading } from './search-page';

/** Metadata of a search route: the lookup, else the heading; filtered or paged views are not indexed. */
export async function searchMetadata(
  path: string,
  locale: Locale,
  preset: SearchPreset,
  filtered: boolean,
): Promise<Metadata> {
  const [heading, t] = await Promise.all([
    searchHeading(preset),
    getTranslations({ locale, namespace: 'Search' }),
  ]);
  return buildMetadata({
    path,
    locale,
    noindex: filtered || preset.type === 'query' || preset.type === 'other',
    fallback: { title: heading, description: t('metaDescription', { count: '' }).trim() },
  });
}

export async function searchH1(path: string, locale: Locale, preset: SearchPreset): Promise<string> {
  const meta = await pageMetadataFor(path, locale);
  return meta.h1 || searchHeading(preset);
}
