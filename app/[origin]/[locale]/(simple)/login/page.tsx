import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { authFormLabels } from '@/components/auth/auth-form-labels';
import { RememberRedirect } from '@/components/auth/remember-redirect';
import { SignInForm } from '@/components/auth/sign-in-form';
import { Link } from '@/lib/i18n/navigation';
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
  const [t, forms, common] = await Promise.all([
    getTranslations('Auth'),
    getTranslations('AuthForms'),
    authFormLabels(),
  ]);
  return (
    <section className="content auth-page">
      <RememberRedirect />
      <h1>{t('loginTitle')}</h1>
      <p className="lead">{t('loginLead')}</p>
      <SignInForm
        labels={{
          ...common,
          submit: forms('signIn.submit'),
          sending: forms('signIn.sending'),
          forgot: forms('signIn.forgot'),
        }}
      />
      <p>
        {forms('signIn.noAccount')}{' '}
        <Link href="/online-auto-auctions-register">{forms('signIn.register')}</Link>
      </p>
    </section>
  );
}
