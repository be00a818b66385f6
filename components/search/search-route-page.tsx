import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FaqItems } from '@/components/content/faq-items';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { searchBreadcrumbs } from '@/lib/domain/search-breadcrumbs';
import { presetFilters } from '@/lib/domain/search-filters';
import { viewTypeOf, type SearchLocation } from '@/lib/domain/search-state';
import type { Locale } from '@/lib/i18n/routing';
import { searchPageFilters } from '@/lib/server/search/search-page';
import { searchRedirectTarget } from '@/lib/server/search/search-redirect';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { searchH1 } from '@/lib/server/search/search-route';
import { vehicleVocabulary } from '@/lib/server/search/vehicle-vocabulary';
import { SaveSearchControl } from './save-search-control';
import { SearchResults } from './search-results';
import '@/app/styles/search.css';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Any search route: its preset plus the URL's filters, rendered server-side. A text search that is exactly the VIN or
 * the stock number of a lot goes straight to that lot's page (307).
 */
export async function SearchRoutePage({
  path,
  locale,
  preset,
  searchParams,
}: {
  path: string;
  locale: Locale;
  preset: SearchPreset;
  searchParams: SearchParams;
}) {
  const target = await searchRedirectTarget(preset, searchParams, locale);
  if (target) redirect(target);
  const [filters, vocabulary, heading, meta, header, lotPage] = await Promise.all([
    searchPageFilters(preset, searchParams),
    vehicleVocabulary(),
    searchH1(path, locale, preset),
    pageMetadataFor(path, locale),
    getTranslations('Header'),
    getTranslations('LotPage'),
  ]);
  const crumbs =
    meta.breadcrumbs.length > 0
      ? meta.breadcrumbs
      : searchBreadcrumbs(path, heading, { home: header('home'), search: lotPage('breadcrumbSearch') });
  const location: SearchLocation = {
    path,
    preset: presetFilters(preset, vocabulary),
    view: viewTypeOf(searchParams.view_type),
  };
  return (
    <>
      <Breadcrumbs items={crumbs} label={header('breadcrumbs')} />
      <SearchResults
        filters={filters}
        heading={heading}
        location={location}
        locale={locale}
        headerAction={<SaveSearchControl filters={filters} heading={heading} locale={locale} />}
      />
      {meta.faq.length > 0 && <FaqItems items={meta.faq} />}
      <PageStructuredData breadcrumbs={crumbs} origin={await pageOrigin()} locale={locale} />
    </>
  );
}
