import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SearchRoutePage, type SearchParams } from '@/components/search/search-route-page';
import { searchViewOf } from '@/lib/domain/cached-routes';
import { queryRecord } from '@/lib/domain/query-record';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { searchRouteOf } from '@/lib/domain/search-path';
import type { Locale } from '@/lib/i18n/routing';
import { searchMetadata } from '@/lib/server/search/search-route';

// Every search page (/search/..., the damage and /salvage-{x} pages) renders from here: middleware puts its path and
// query into the key (lib/domain/cached-routes), so Next keeps each search as a page of its own. Served from the cache
// while the inventory and each listed lot are unchanged (SearchResults names them; lib/server/cache), at most a minute.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; key: string }> };

async function resolve(params: Props['params']) {
  const { locale, key } = await params;
  const view = searchViewOf(key);
  if (!view) notFound();
  const searchParams: SearchParams = queryRecord(view.query);
  if (view.segments[0] === 'search')
    return { locale, searchParams, ...searchRouteOf(view.segments.slice(1)) };
  const path = `/${view.segments.join('/')}`;
  const { route } = classifyRoute(path);
  if (route.kind !== 'search' || view.segments.length !== 1) notFound();
  return { locale, searchParams, path, preset: route.preset };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, preset, searchParams } = await resolve(params);
  return searchMetadata(path, locale, preset, searchParams);
}

/** A search page of SPEC §2: its preset (from the path) and the filters of its query. */
export default async function SearchViewPage({ params }: Props) {
  const { locale, path, preset, searchParams } = await resolve(params);
  setRequestLocale(locale);
  return <SearchRoutePage path={path} locale={locale} preset={preset} searchParams={searchParams} />;
}
