import { getTranslations } from 'next-intl/server';
import { SiteHeader } from '@/components/header/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { UpcomingLots } from '@/components/lot/upcoming-lots';
import { Link } from '@/lib/i18n/navigation';

/**
 * The home-like fallback for any unknown path (SPEC §2), answered with HTTP 404. Next adds `noindex` to every 404;
 * there is no generateMetadata here because metadata resolves before the layout sets the locale.
 */
export default async function NotFoundPage() {
  const [t, home] = await Promise.all([getTranslations('NotFound'), getTranslations('Home')]);
  return (
    <>
      <SiteHeader />
      <main id="main" className="container page">
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
      </main>
      <SiteFooter />
    </>
  );
}
