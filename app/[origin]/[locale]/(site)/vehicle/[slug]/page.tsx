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

// Cached like the root lot form (see [slug]/page.tsx).
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ locale: Locale; slug: string }> };

async function classify(params: Props['params']) {
  const { locale, slug } = await params;
  const route = classifyRoute(`/vehicle/${slug}`).route;
  if (route.kind !== 'lot') notFound();
  return { locale, route };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, route } = await classify(params);
  return lotPageMetadata(route.form, route.id, route.year, route.slug, locale);
}

/** /vehicle/{8-digit stock number}-{year}-{title} (SPEC §2's second lot form). */
export default async function VehiclePage({ params }: Props) {
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
