import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { FinderEntry } from '@/lib/domain/vehicle-finder-links';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleFinderInventory } from '@/lib/server/search/vehicle-finder-inventory';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('SitemapPage', '/sitemap', (await params).locale);
}

function Links({ entries }: { entries: { link: string; label: string }[] }) {
  return (
    <ul className="sitemap-list">
      {entries.map((e) => (
        <li key={e.link}>
          <Link href={e.link}>{e.label}</Link>
        </li>
      ))}
    </ul>
  );
}

/** An HTML site map: help and company pages, then every vehicle-finder search. */
export default async function SitemapPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, nav, footer, groups] = await Promise.all([
    getTranslations('SitemapPage'),
    getTranslations('Nav'),
    getTranslations('Footer'),
    vehicleFinderInventory(locale),
  ]);
  const pages = [
    { link: '/', label: 'SalvageLane' },
    { link: '/how-it-works', label: nav('howItWorks') },
    { link: '/faq', label: nav('faq') },
    { link: '/videos', label: nav('videos') },
    { link: '/membership', label: nav('membership') },
    { link: '/about-us', label: nav('aboutUs') },
    { link: '/contact-us', label: nav('contactUs') },
    { link: '/terms', label: footer('terms') },
    { link: '/privacy-policy', label: footer('privacy') },
    { link: '/access-and-inclusion', label: footer('accessibility') },
  ];
  const searches = [
    { link: '/search', label: nav('allVehicles') },
    { link: '/search/auction-only', label: nav('auctionVehicles') },
    { link: '/search/buy-it-now', label: nav('buyItNow') },
  ];
  const group = (heading: string, entries: FinderEntry[]) => (
    <section key={heading}>
      <h2>{heading}</h2>
      <Links entries={entries} />
    </section>
  );
  return (
    <article className="content">
      <h1>{t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      <section>
        <h2>{t('pages')}</h2>
        <Links entries={pages} />
      </section>
      <section>
        <h2>{t('searches')}</h2>
        <Links entries={searches} />
      </section>
      {group(nav('vehicleTypes'), groups.vehicleTypes)}
      {group(nav('damageTypes'), groups.damageTypes)}
      {group(nav('popularMakes'), groups.popularMakes)}
      {group(nav('searchByState'), groups.states)}
      {group(nav('searchByTitle'), groups.titleNames)}
    </article>
  );
}
