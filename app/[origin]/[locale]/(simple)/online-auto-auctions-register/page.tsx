import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { authFormLabels } from '@/components/auth/auth-form-labels';
import { RegisterForm } from '@/components/auth/register-form';
import { RememberRedirect } from '@/components/auth/remember-redirect';
import { countryOptions } from '@/lib/domain/countries';
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
  const [t, forms, common] = await Promise.all([
    getTranslations('Auth'),
    getTranslations('AuthForms'),
    authFormLabels(),
  ]);
  return (
    <section className="content auth-page">
      <RememberRedirect />
      <h1>{t('registerTitle')}</h1>
      <p className="lead">{t('registerLead')}</p>
      <RegisterForm
        countries={countryOptions(locale)}
        labels={{
          ...common,
          submit: forms('register.submit'),
          sending: forms('register.sending'),
          haveAccount: forms('register.haveAccount'),
        }}
      />
    </section>
  );
}
