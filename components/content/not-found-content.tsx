import { getTranslations } from 'next-intl/server';
import { UpcomingLots } from '@/components/lot/upcoming-lots';
import { SiteLink } from '@/components/ui/site-link';

/**
 * The home-like fallback's body (SPEC §2): a "not found" heading, a way to search, and (unless `lots` is false) what
 * is selling soon.
 */
export async function NotFoundContent({ lots = true }: { lots?: boolean }) {
  const [t, home] = await Promise.all([getTranslations('NotFound'), getTranslations('Home')]);
  return (
    <>
      <section className="hero">
        <h1>{t('h1')}</h1>
        <p>{t('lead')}</p>
        <p>
          <SiteLink href="/search/" className="button is-orange">
            {t('search')}
          </SiteLink>
        </p>
      </section>
      {lots && (
        <>
          <h2>{home('upcoming')}</h2>
          <UpcomingLots limit={12} empty={home('empty')} />
        </>
      )}
    </>
  );
}
