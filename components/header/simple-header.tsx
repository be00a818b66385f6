import { useTranslations } from 'next-intl';
import { LockIcon } from '@/components/ui/icons';
import { Logo } from './logo';

/** SPEC §2: only the logo and a secure-area label with a lock icon (login, registration, checkout). */
export function SimpleHeader() {
  const t = useTranslations('Header');
  return (
    <header className="site-header site-header--simple">
      <div className="container site-header__top">
        <Logo label={t('home')} />
        <p className="secure-area">
          <LockIcon /> {t('secureArea')}
        </p>
      </div>
    </header>
  );
}
