import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import PlaceholderSection from '@/components/account/sections/placeholder-section';
import type { Locale } from '@/lib/i18n/routing';
import { privateMetadata } from '@/lib/server/seo/private-metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'Account' });
  return privateMetadata(t('checkout'));
}

/** Checkout has the simple header (SPEC §2). */
export default async function CheckoutPage({ params }: Props) {
  setRequestLocale((await params).locale);
  return <PlaceholderSection section="checkout" />;
}
