import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { salvageTarget } from '@/lib/domain/search-salvage';
import { stateName } from '@/lib/domain/us-states';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '../content/page-metadata-cached';
import { buildMetadata } from '../seo/build-metadata';
import { searchCounts } from './facet-counts';
import { salvageVehicleName, searchHeading, searchPageFilters } from './search-page';
import { vehicleVocabulary } from './vehicle-vocabulary';

type Params = Record<string, string | string[] | undefined>;

export async function searchH1(path: string, locale: Locale, preset: SearchPreset): Promise<string> {
  const meta = await pageMetadataFor(path, locale);
  return meta.h1 || searchHeading(preset, locale);
}

/**
 * The sentence that opens a search page's description, with the number of lots it lists: a make's (or model's), a
 * vehicle type's or body style's, a state's and a title's pages say what they list in their own words; the others name
 * their heading.
 */
async function countSentence(preset: SearchPreset, locale: Locale, heading: string, count: number) {
  const [t, titles, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'Search.meta' }),
    getTranslations({ locale, namespace: 'TitleType' }),
    getTranslations({ locale, namespace: 'SalvageCategory' }),
  ]);
  switch (preset.type) {
    case 'salvage': {
      const vocabulary = await vehicleVocabulary();
      const make = salvageVehicleName(preset.slug, vocabulary);
      if (make) return t('make', { make, count });
      const target = salvageTarget(preset.slug, vocabulary);
      if ((target?.kind === 'type' || target?.kind === 'body') && categories.has(target.slug)) {
        const category = categories(target.slug);
        return t('category', {
          category: category.charAt(0).toLocaleUpperCase(locale) + category.slice(1),
          count,
        });
      }
      return t('list', { heading, count });
    }
    case 'state':
      return t('state', { state: stateName(preset.state), count });
    case 'title':
      return t('title', { title: titles.has(preset.title) ? titles(preset.title) : preset.title, count });
    default:
      return t('list', { heading, count });
  }
}

/**
 * Metadata of a search route: the lookup's title, else the heading; a description that opens with the number of
 * lots the page lists (then the lookup's description, else a call to bid); filtered or paged views, text searches
 * and unknown search paths are not indexed.
 */
export async function searchMetadata(
  path: string,
  locale: Locale,
  preset: SearchPreset,
  params: Params,
): Promise<Metadata> {
  const [filters, meta, heading, t] = await Promise.all([
    searchPageFilters(preset, params),
    pageMetadataFor(path, locale),
    searchH1(path, locale, preset),
    getTranslations({ locale, namespace: 'Search.meta' }),
  ]);
  const { total } = await searchCounts(filters);
  const description = `${await countSentence(preset, locale, heading, total)} ${meta.description || t('cta')}`;
  const metadata = await buildMetadata({
    path,
    locale,
    noindex: Object.keys(params).length > 0 || preset.type === 'query' || preset.type === 'other',
    fallback: { title: heading, description },
  });
  // The lookup's own description follows the count rather than replacing it.
  return {
    ...metadata,
    description,
    openGraph: { ...metadata.openGraph, description },
    twitter: { ...metadata.twitter, description },
  };
}
