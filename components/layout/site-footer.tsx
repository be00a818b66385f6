import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function SiteFooter() {
  const t = useTranslations('Footer');
  const nav = useTranslations('Nav');
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-label={t('company')}>
          <h2>{t('company')}</h2>
          <ul>
            <li>
              <Link href="/about-us">{nav('aboutUs')}</Link>
            </li>
            <li>
              <Link href="/contact-us">{nav('contactUs')}</Link>
            </li>
            <li>
              <Link href="/salvagelane-reviews">{t('reviews')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('help')}>
          <h2>{t('help')}</h2>
          <ul>
            <li>
              <Link href="/how-it-works">{nav('howItWorks')}</Link>
            </li>
            <li>
              <Link href="/faq">{nav('faq')}</Link>
            </li>
            <li>
              <Link href="/videos">{nav('videos')}</Link>
            </li>
            <li>
              <Link href="/membership">{nav('membership')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('legal')}>
          <h2>{t('legal')}</h2>
          <ul>
            <li>
              <Link href="/terms">{t('terms')}</Link>
            </li>
            <li>
              <Link href="/privacy-policy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/access-and-inclusion">{t('accessibility')}</Link>
            </li>
            <li>
              <Link href="/sitemap">{t('sitemap')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__rights">{t('rights', { year: new Date().getUTCFullYear() })}</p>
    </footer>
  );
}
