import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SearchRoutePage, type SearchParams } from '@/components/search/search-route-page';
import { searchRouteOf } from '@/lib/domain/search-path';
import type { Locale } from '@/lib/i18n/routing';
import { searchMetadata } from '@/lib/server/search/search-route';

type Props = { params: Promise<{ locale: Locale; path?: string[] }>; searchParams: Promise<SearchParams> };

async function route(params: Props['params']) {
  const { locale, path = [] } = await params;
  return { locale, ...searchRouteOf(path) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, path, preset } = await route(params);
  return searchMetadata(path, locale, preset, await searchParams);
}

/** /search and its family (SPEC §2): buy-it-now, auction-only, location-state-*, title-name-*, q-*, any other. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale, path, preset } = await route(params);
  setRequestLocale(locale);
  return <SearchRoutePage path={path} locale={locale} preset={preset} searchParams={await searchParams} />;
}
