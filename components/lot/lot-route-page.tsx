import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { classifyRoute } from '@/lib/domain/route-classifier';
import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { lotPageMetadata } from '@/lib/server/lots/lot-page-data';
import { resolveLot } from '@/lib/server/lots/lot-route';
import { lotView } from '@/lib/server/lots/lot-view';
import { LotPage } from './lot-page';

export type LotRouteParams = Promise<{ locale: Locale; slug: string }>;
/** SPEC §2's two lot URL forms: `/{9-digit id}-{year}-{title}` and `/vehicle/{8-digit stock number}-{year}-{title}`. */
export type LotUrlForm = 'root' | 'vehicle';

/** The lot route a page's slug names in `form`, or the 404 page. */
async function lotRouteOf(params: LotRouteParams, form: LotUrlForm) {
  const { locale, slug } = await params;
  const route = classifyRoute(form === 'root' ? `/${slug}` : `/vehicle/${slug}`).route;
  if (route.kind !== 'lot' || route.form !== form) notFound();
  return { locale, route };
}

/** A lot page's metadata (lib/server/lots/lot-page-data), for either URL form. */
export async function lotRouteMetadata(params: LotRouteParams, form: LotUrlForm): Promise<Metadata> {
  const { locale, route } = await lotRouteOf(params, form);
  return lotPageMetadata(route.form, route.id, route.year, route.slug, locale);
}

/** The lot page of either URL form: the lot (or the redirect to its canonical URL, or the 404) and its view. */
export async function LotRoutePage({ params, form }: { params: LotRouteParams; form: LotUrlForm }) {
  const { locale, route } = await lotRouteOf(params, form);
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
