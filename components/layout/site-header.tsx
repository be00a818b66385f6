import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export function SiteHeader() {
  const t = useTranslations('Header');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link href="/" className="logo" aria-label={t('home')}>
          Salvage<span>Lane</span>
        </Link>
        <p className="site-header__tagline">{t('tagline')}</p>
      </div>
    </header>
  );
}
