import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/components/content/landing-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return landingMetadata('ar-iaa', (await params).locale);
}

export default async function ArabicLanding({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LandingPage page="ar-iaa" locale={locale} />;
}
