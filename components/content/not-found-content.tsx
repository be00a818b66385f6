import { getTranslations } from 'next-intl/server';
import { UpcomingLots } from '@/components/lot/upcoming-lots';
import { Link } from '@/lib/i18n/navigation';

/** The home-like fallback's body (SPEC §2): a "not found" heading, a way to search, and what is selling soon. */
export async function NotFoundContent() {
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
