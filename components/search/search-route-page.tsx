import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import { presetFilters } from '@/lib/domain/search-filters';
import { viewTypeOf, type SearchLocation } from '@/lib/domain/search-state';
import type { Locale } from '@/lib/i18n/routing';
import { makeModelCatalog } from '@/lib/server/search/make-model-catalog';
import { searchPageFilters } from '@/lib/server/search/search-page';
import { searchRedirectTarget } from '@/lib/server/search/search-redirect';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { searchH1 } from '@/lib/server/search/search-route';
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
  const [filters, catalog, heading, meta, header] = await Promise.all([
    searchPageFilters(preset, searchParams),
    makeModelCatalog(),
    searchH1(path, locale, preset),
    pageMetadataFor(path, locale),
    getTranslations('Header'),
  ]);
  const location: SearchLocation = {
    path,
    preset: presetFilters(preset, new Set(catalog.map((m) => m.makeSlug))),
    view: viewTypeOf(searchParams.view_type),
  };
  return (
    <>
      <Breadcrumbs items={meta.breadcrumbs} label={header('breadcrumbs')} />
      <SearchResults
        filters={filters}
        heading={heading}
        location={location}
        locale={locale}
        headerAction={<SaveSearchControl filters={filters} heading={heading} locale={locale} />}
      />
      <PageStructuredData
        faq={meta.faq}
        breadcrumbs={meta.breadcrumbs}
        origin={await pageOrigin()}
        locale={locale}
      />
    </>
  );
}
