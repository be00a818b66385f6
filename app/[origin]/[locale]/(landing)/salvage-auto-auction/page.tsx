import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/components/content/landing-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return landingMetadata('salvage-auto-auction', (await params).locale);
}

export default async function SalvageAutoAuctionLanding({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LandingPage page="salvage-auto-auction" locale={locale} />;
}
