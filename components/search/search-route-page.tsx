import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/seo/breadcrumbs';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import type { SearchPreset } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { searchPageFilters } from '@/lib/server/search/search-page';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { siteOrigin } from '@/lib/server/seo/build-metadata';
import { searchH1 } from '@/lib/server/search/search-route';
import { SearchResults } from './search-results';

export type SearchParams = Record<string, string | string[] | undefined>;

/** Any search route: its preset plus the URL's filters, rendered server-side. */
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
  const [filters, heading, meta, header] = await Promise.all([
    searchPageFilters(preset, searchParams),
    searchH1(path, locale, preset),
    pageMetadataFor(path, locale),
    getTranslations('Header'),
  ]);
  const query = Object.fromEntries(
    Object.entries(searchParams).flatMap(([k, v]) =>
      typeof v === 'string' ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v.join(',')]] : [],
    ),
  );
  return (
    <>
      <Breadcrumbs items={meta.breadcrumbs} label={header('breadcrumbs')} />
      <SearchResults filters={filters} heading={heading} path={path} query={query} />
      <PageStructuredData
        faq={meta.faq}
        breadcrumbs={meta.breadcrumbs}
        origin={siteOrigin().origin}
        locale={locale}
      />
    </>
  );
}
