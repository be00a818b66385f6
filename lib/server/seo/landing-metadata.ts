import 'server-only';
import type { Metadata } from 'next';
import { LANDING_CONTENT } from '@/lib/content/landing';
import { BRAND } from '@/lib/domain/brand';
import { LANDING_PAGES, type LandingPage } from '@/lib/domain/route-classifier';
import { singleLanguageAlternates } from '@/lib/i18n/localized-path';
import { pageOrigin } from '../http/page-origin';
import { ogLocale } from './build-metadata';

/**
 * A landing page's metadata: its own texts, canonical to itself, and an hreflang naming itself alone (it exists in one
 * language; its path under any other locale answers 404). Absolute on the request's origin through metadataBase.
 */
export async function landingPageMetadata(page: LandingPage): Promise<Metadata> {
  const { path, locale } = LANDING_PAGES[page];
  const content = LANDING_CONTENT[page];
  return {
    metadataBase: new URL(await pageOrigin()),
    title: { absolute: content.metaTitle },
    description: content.metaDescription,
    alternates: { canonical: path, languages: singleLanguageAlternates(path, locale) },
    openGraph: {
      type: 'website',
      siteName: BRAND,
      title: content.metaTitle,
      description: content.metaDescription,
      url: path,
      locale: ogLocale(locale),
    },
  };
}
