import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { FinderEntry } from '@/lib/domain/vehicle-finder-links';
import { LinkList } from '@/components/ui/link-list';
import type { Locale } from '@/lib/i18n/routing';
import { vehicleFinderInventory } from '@/lib/server/search/vehicle-finder-inventory';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('SitemapPage', '/sitemap', (await params).locale);
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
    { href: '/', label: 'SalvageLane' },
    { href: '/how-it-works', label: nav('howItWorks') },
    { href: '/faq', label: nav('faq') },
    { href: '/videos', label: nav('videos') },
    { href: '/membership', label: nav('membership') },
    { href: '/about-us', label: nav('aboutUs') },
    { href: '/contact-us', label: nav('contactUs') },
    { href: '/terms', label: footer('terms') },
    { href: '/privacy-policy', label: footer('privacy') },
    { href: '/access-and-inclusion', label: footer('accessibility') },
  ];
  const searches = [
    { href: '/search', label: nav('allVehicles') },
    { href: '/search/auction-only', label: nav('auctionVehicles') },
    { href: '/search/buy-it-now', label: nav('buyItNow') },
  ];
  const group = (heading: string, entries: FinderEntry[]) => (
    <section key={heading}>
      <h2>{heading}</h2>
      <LinkList className="sitemap-list" items={entries.map((e) => ({ href: e.link, label: e.label }))} />
    </section>
  );
  return (
    <article className="content">
      <h1>{t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      <section>
        <h2>{t('pages')}</h2>
        <LinkList className="sitemap-list" items={pages} />
      </section>
      <section>
        <h2>{t('searches')}</h2>
        <LinkList className="sitemap-list" items={searches} />
      </section>
      {group(nav('vehicleTypes'), groups.vehicleTypes)}
      {group(nav('damageTypes'), groups.damageTypes)}
      {group(nav('popularMakes'), groups.popularMakes)}
      {group(nav('searchByState'), groups.states)}
      {group(nav('searchByTitle'), groups.titleNames)}
    </article>
  );
}
