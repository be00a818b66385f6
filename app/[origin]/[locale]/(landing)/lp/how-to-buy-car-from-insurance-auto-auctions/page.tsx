import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/components/content/landing-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return landingMetadata('lp-how-to-buy', (await params).locale);
}

export default async function HowToBuyLanding({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LandingPage page="lp-how-to-buy" locale={locale} />;
}
