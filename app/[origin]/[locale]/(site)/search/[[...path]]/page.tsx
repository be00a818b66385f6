import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SearchRoutePage, type SearchParams } from '@/components/search/search-route-page';
import { classifyRoute, type SearchPreset } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { searchMetadata } from '@/lib/server/search/search-route';

type Props = { params: Promise<{ locale: Locale; path?: string[] }>; searchParams: Promise<SearchParams> };

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function route(params: Props['params']) {
  const { locale, path = [] } = await params;
  // Next hands segments over re-encoded (`+` arrives as %2B): decode once, so SPEC's plus-for-space reads back.
  const pathname = `/search${path.length ? `/${path.map(decodeSegment).join('/')}` : ''}`;
  // A decoded `#` or `?` (q-%23... for a stock number) is text, not the start of a hash or query.
  const classified = classifyRoute(pathname.replace(/[?#]/g, (c) => encodeURIComponent(c))).route;
  const preset: SearchPreset =
    classified.kind === 'search' ? classified.preset : { type: 'other', path: path.join('/') };
  return { locale, pathname, preset };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, pathname, preset } = await route(params);
  return searchMetadata(pathname, locale, preset, Object.keys(await searchParams).length > 0);
}

/** /search and its family (SPEC §2): buy-it-now, auction-only, location-state-*, title-name-*, q-*, any other. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { locale, pathname, preset } = await route(params);
  setRequestLocale(locale);
  return (
    <SearchRoutePage path={pathname} locale={locale} preset={preset} searchParams={await searchParams} />
  );
}
