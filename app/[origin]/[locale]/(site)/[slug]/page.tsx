import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import { classifyRoute } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

async function classify(params: Props['params']) {
  const { locale, slug } = await params;
  const path = `/${slug}`;
  return { locale, path, route: classifyRoute(path).route };
}

const productName = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, path, route } = await classify(params);
  if (route.kind === 'reviews')
    return contentMetadata('ReviewsPage', path, locale, { values: { product: productName(route.product) } });
  return {};
}

/**
 * /{product}-reviews (SPEC §2). The other one-segment routes render from routes of their own, which Next caches
 * (middleware: lib/domain/cached-routes): a lot's /{9-digit id}-{year}-{title} from lot/[slug], the damage and
 * /salvage-{x} searches from search-view/[key].
 */
export default async function SlugPage({ params }: Props) {
  const { locale, path, route } = await classify(params);
  if (route.kind !== 'reviews') notFound();
  setRequestLocale(locale);
  return (
    <ContentPage
      namespace="ReviewsPage"
      path={path}
      locale={locale}
      values={{ product: productName(route.product) }}
    />
  );
}
