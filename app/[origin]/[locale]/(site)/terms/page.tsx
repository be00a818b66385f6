import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { AcceptTerms } from '@/components/auth/accept-terms';
import { ContentPage } from '@/components/content/content-page';
import type { Locale } from '@/lib/i18n/routing';
import { currentTerms } from '@/lib/server/content/terms';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('TermsPage', '/terms', (await params).locale);
}

/** The current terms (SPEC §4: members whose accepted version differs are sent here). */
export default async function TermsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, format, terms] = await Promise.all([
    getTranslations('TermsPage'),
    getFormatter(),
    currentTerms(),
  ]);
  const date = terms.publishedAt
    ? format.dateTime(terms.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })
    : '';
  return (
    <ContentPage
      namespace="TermsPage"
      path="/terms"
      locale={locale}
      before={
        <>
          <p className="field-hint" data-testid="terms-version">
            {t('versionLabel', { version: String(terms.version), date })}
          </p>
          <AcceptTerms
            version={terms.version}
            labels={{
              notice: t('accept.notice', { version: String(terms.version) }),
              accept: t('accept.button'),
              accepting: t('accept.sending'),
              changed: t('accept.changed'),
              failed: t('accept.failed'),
            }}
          />
        </>
      }
    />
  );
}
