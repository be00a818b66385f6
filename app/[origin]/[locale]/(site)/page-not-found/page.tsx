import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/content/not-found-content';

type Props = { params: Promise<{ locale: string }> };

// Lists lots selling soon: refreshed every five minutes.
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false, follow: true } };
}

/**
 * The home-like fallback for any path SPEC §2 does not know. Middleware rewrites such paths here with HTTP 404, so
 * the page renders on the server like any other (a `notFound()` thrown by a page only renders in the browser in
 * Next 16 production builds).
 */
export default async function PageNotFound({ params }: Props) {
  setRequestLocale((await params).locale);
  return <NotFoundContent />;
}
