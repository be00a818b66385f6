import type { SearchPreset } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { searchPageFilters } from '@/lib/server/search/search-page';
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
  const [filters, heading] = await Promise.all([
    searchPageFilters(preset, searchParams),
    searchH1(path, locale, preset),
  ]);
  const query = Object.fromEntries(
    Object.entries(searchParams).flatMap(([k, v]) =>
      typeof v === 'string' ? [[k, v]] : Array.isArray(v) && v[0] ? [[k, v.join(',')]] : [],
    ),
  );
  return <SearchResults filters={filters} heading={heading} path={path} query={query} />;
}
