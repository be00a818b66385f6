import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { LotPage } from '@/components/lot/lot-page';
import { SearchRoutePage, type SearchParams } from '@/components/search/search-route-page';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { lotPageMetadata } from '@/lib/server/lots/lot-page-data';
import { resolveLot } from '@/lib/server/lots/lot-route';
import { lotPageView } from '@/lib/server/lots/lot-view';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { contentMetadata } from '@/lib/server/seo/content-metadata';
import { searchMetadata } from '@/lib/server/search/search-route';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<SearchParams> };

async function classify(params: Props['params']) {
  const { locale, slug } = await params;
  const path = `/${slug}`;
  return { locale, path, route: classifyRoute(path).route };
}

const productName = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, path, route } = await classify(params);
  if (route.kind === 'search') return searchMetadata(path, locale, route.preset, await searchParams);
  if (route.kind === 'reviews')
    return contentMetadata('ReviewsPage', path, locale, { values: { product: productName(route.product) } });
  if (route.kind === 'lot') return lotPageMetadata(route.form, route.id, route.year, route.slug, locale);
  return {};
}

/** One-segment routes of SPEC §2: damage pages, /salvage-{x}, /{product}-reviews and /{9-digit id}-{year}-{title}. */
export default async function SlugPage({ params, searchParams }: Props) {
  const { locale, path, route } = await classify(params);
  setRequestLocale(locale);
  switch (route.kind) {
    case 'search':
      return (
        <SearchRoutePage
          path={path}
          locale={locale}
          preset={route.preset}
          searchParams={await searchParams}
        />
      );
    case 'reviews':
      return (
        <ContentPage
          namespace="ReviewsPage"
          path={path}
          locale={locale}
          values={{ product: productName(route.product) }}
        />
      );
    case 'lot': {
      const { lot, path: canonical } = await resolveLot(route.form, route.id, route.year, route.slug, locale);
      return (
        <LotPage
          lot={lot}
          view={await lotPageView(lot)}
          path={canonical}
          locale={locale}
          url={new URL(localizedPath(canonical, locale), await pageOrigin()).toString()}
        />
      );
    }
    default:
      notFound();
  }
}
