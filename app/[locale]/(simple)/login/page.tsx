import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RememberRedirect } from '@/components/auth/remember-redirect';
import type { Locale } from '@/lib/i18n/routing';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Auth' });
  return privateMetadata(t('loginMeta'));
}

export default async function LoginPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <section className="content">
      <RememberRedirect />
      <h1>{t('loginTitle')}</h1>
      <p className="lead">{t('loginLead')}</p>
      <p>{t('opensSoon')}</p>
    </section>
  );
}
