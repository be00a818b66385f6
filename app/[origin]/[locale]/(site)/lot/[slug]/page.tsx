import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { LotPage } from '@/components/lot/lot-page';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { lotPageMetadata } from '@/lib/server/lots/lot-page-data';
import { resolveLot } from '@/lib/server/lots/lot-route';
import { lotView } from '@/lib/server/lots/lot-view';
import { pageOrigin } from '@/lib/server/http/page-origin';

// A lot page is the same for every reader (the member's part and the clock are the browser's): rendered once, then
// served from Next's cache while the lots and auction it shows keep their revisions (lib/server/cache), re-rendered
// at the latest after five minutes for what it shows without tags (the runlist's titles, "sells today").
export const revalidate = 300;

// No lot is prerendered at build time (the build never opens the database): each renders on its first request.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

/** The lot of `/{9-digit id}-{year}-{title}` (the URL the browser shows; middleware renders it from here). */
async function classify(params: Props['params']) {
  const { locale, slug } = await params;
  const route = classifyRoute(`/${slug}`).route;
  if (route.kind !== 'lot' || route.form !== 'root') notFound();
  return { locale, route };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await classify(params);
  return lotPageMetadata(route.form, route.id, route.year, route.slug, locale);
}

/** SPEC §2's lot page in its root form. */
export default async function RootLotPage({ params }: Props) {
  const { locale, route } = await classify(params);
  setRequestLocale(locale);
  const { lot, path } = await resolveLot(route.form, route.id, route.year, route.slug, locale);
  return (
    <LotPage
      lot={lot}
      view={await lotView(lot)}
      path={path}
      locale={locale}
      url={new URL(localizedPath(path, locale), await pageOrigin()).toString()}
    />
  );
}
