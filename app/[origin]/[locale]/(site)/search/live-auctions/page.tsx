import { connection } from 'next/server';
import { setRequestLocale } from 'next-intl/server';
import { LIVE_AUCTIONS_PATH, LiveAuctionsPage } from '@/components/live/live-auctions-page';
import type { Locale } from '@/lib/i18n/routing';
import { contentMetadata } from '@/lib/server/seo/content-metadata';

type Props = { params: Promise<{ locale: Locale }> };

// What is on the block changes by the second: always rendered at request time.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props) {
  return contentMetadata('LiveAuctionsPage', LIVE_AUCTIONS_PATH, (await params).locale);
}

/** The lanes live now and later today: rendered per request (what is on the block changes by the second). */
export default async function LiveAuctionsRoute({ params }: Props) {
  await connection();
  const { locale } = await params;
  setRequestLocale(locale);
  return <LiveAuctionsPage locale={locale} />;
}
