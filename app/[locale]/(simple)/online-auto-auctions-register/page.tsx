import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Auth' });
  return privateMetadata(t('registerMeta'));
}

export default async function RegisterPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Auth');
  return (
    <section className="content">
      <h1>{t('registerTitle')}</h1>
      <p className="lead">{t('registerLead')}</p>
      <p>{t('opensSoon')}</p>
    </section>
  );
}
