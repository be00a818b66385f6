import { useTranslations } from 'next-intl';
import { LinkList } from '@/components/ui/link-list';

export function SiteFooter() {
  const t = useTranslations('Footer');
  const nav = useTranslations('Nav');
  const columns = [
    {
      heading: t('company'),
      items: [
        { href: '/about-us', label: nav('aboutUs') },
        { href: '/contact-us', label: nav('contactUs') },
        { href: '/salvagelane-reviews', label: t('reviews') },
      ],
    },
    {
      heading: t('help'),
      items: [
        { href: '/how-it-works', label: nav('howItWorks') },
        { href: '/faq', label: nav('faq') },
        { href: '/videos', label: nav('videos') },
        { href: '/membership', label: nav('membership') },
      ],
    },
    {
      heading: t('legal'),
      items: [
        { href: '/terms', label: t('terms') },
        { href: '/privacy-policy', label: t('privacy') },
        { href: '/access-and-inclusion', label: t('accessibility') },
        { href: '/sitemap', label: t('sitemap') },
      ],
    },
  ];
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2>{column.heading}</h2>
            <LinkList items={column.items} />
          </nav>
        ))}
      </div>
      <p className="container site-footer__rights">{t('rights', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
