import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FaqItems } from '@/components/content/faq-items';
import { UpcomingLots } from '@/components/lot/upcoming-lots';
import { PageStructuredData } from '@/components/seo/page-structured-data';
import { homeSocialImagePath, SOCIAL_IMAGE_SIZE } from '@/lib/domain/social-image';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadataFor } from '@/lib/server/content/page-metadata-cached';
import { pageOrigin } from '@/lib/server/http/page-origin';
import { buildMetadata } from '@/lib/server/seo/build-metadata';

type Props = { params: Promise<{ locale: Locale }> };

// Rendered once, then served from Next's cache while the listed lots and the inventory are unchanged (UpcomingLots
// names them; lib/server/cache), and at most a minute (a lot whose sale time passes leaves the list).
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'Home' });
  return buildMetadata({
    path: '/',
    locale,
    fallback: { title: t('h1'), description: t('lead') },
    image: { url: homeSocialImagePath(locale), ...SOCIAL_IMAGE_SIZE, alt: t('h1') },
  });
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([getTranslations('Home'), pageMetadataFor('/', locale)]);
  return (
    <>
      <PageStructuredData breadcrumbs={meta.breadcrumbs} origin={await pageOrigin()} locale={locale} />
      <section className="hero">
        <h1>{meta.h1 || t('h1')}</h1>
        <p>{t('lead')}</p>
      </section>
      <section aria-labelledby="upcoming">
        <h2 id="upcoming">{t('upcoming')}</h2>
        <UpcomingLots limit={24} empty={t('empty')} />
      </section>
      {meta.faq.length > 0 && (
        <section aria-labelledby="faq">
          <h2 id="faq">{t('faq')}</h2>
          <FaqItems items={meta.faq} />
        </section>
      )}
    </>
  );
}
