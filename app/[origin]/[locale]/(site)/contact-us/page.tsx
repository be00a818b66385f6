import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactForm } from '@/components/contact/contact-form';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('ContactPage', '/contact-us', (await params).locale);
}

export default async function ContactPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([
    getTranslations('ContactPage'),
    pageMetadataFor('/contact-us', locale),
  ]);
  const form = t.raw('form') as Record<string, string>;
  const errors = t.raw('errors') as Record<string, string>;
  return (
    <article className="content">
      <h1>{meta.h1 || t('h1')}</h1>
      <p className="lead">{t('intro')}</p>
      <p>{t('hours')}</p>
      <ContactForm
        locale={locale}
        labels={{
          fields: {
            name: form.name!,
            email: form.email!,
            phone: form.phone!,
            phoneHint: form.phoneHint!,
            subject: form.subject!,
            message: form.message!,
            submit: form.submit!,
            sending: form.sending!,
            success: form.success!,
          },
          errors: errors as ContactFormErrors,
        }}
      />
    </article>
  );
}

type ContactFormErrors = Parameters<typeof ContactForm>[0]['labels']['errors'];
