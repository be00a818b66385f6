import { setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/content-page';
import type { Locale } from '@/lib/i18n/routing';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

// Text changes with a deploy or a page-metadata edit: rendered once, then served from the cache for an hour.
export const revalidate = 3600;

export async function generateMetadata({ params }: Props) {
  return contentMetadata('PrivacyPage', '/privacy-policy', (await params).locale);
}

export default async function PrivacyPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ContentPage namespace="PrivacyPage" path="/privacy-policy" locale={locale} />;
}
