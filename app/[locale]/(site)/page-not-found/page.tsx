import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { UpcomingLots } from '@/components/lot/upcoming-lots';
import { Link } from '@/lib/i18n/navigation';

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
  const [t, home] = await Promise.all([getTranslations('NotFound'), getTranslations('Home')]);
  return (
    <>
      <section className="hero">
        <h1>{t('h1')}</h1>
        <p>{t('lead')}</p>
        <p>
          <Link href="/search/" className="button is-orange">
            {t('search')}
          </Link>
        </p>
      </section>
      <h2>{home('upcoming')}</h2>
      <UpcomingLots limit={12} empty={home('empty')} />
    </>
  );
}
