import { setRequestLocale } from 'next-intl/server';
import { LandingPage, landingMetadata } from '@/components/content/landing-page';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props) {
  return landingMetadata('es-latin-america', (await params).locale);
}

export default async function LatinAmericaLanding({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <LandingPage page="es-latin-america" locale={locale} />;
}
