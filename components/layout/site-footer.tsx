import { useTranslations } from 'next-intl';

export function SiteFooter() {
  const t = useTranslations('Footer');
  return (
    <footer className="site-footer">
      <div className="container">{t('rights', { year: new Date().getUTCFullYear() })}</div>
    </footer>
  );
}
