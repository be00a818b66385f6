import 'server-only';
import type { Metadata } from 'next';
import { languageAlternates, localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/routing';
import { BRAND } from '@/lib/domain/brand';
import { INTL_LOCALE } from '@/lib/domain/locales';
import { pageMetadataFor } from '../content/page-metadata-cached';
import { pageOrigin } from '../http/page-origin';

/** A raster social image (app/og/...): its path on this origin, its size and what it shows. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** OpenGraph's form of a locale: `en_US`. */
export function ogLocale(locale: Locale): string {
  return INTL_LOCALE[locale].replace('-', '_');
}

export interface MetadataInput {
  /** The path without locale prefix, e.g. `/about-us`. */
  path: string;
  locale: Locale;
  /** Used where the page-metadata table has no text for this path. */
  fallback: { title: string; description: string };
  noindex?: boolean;
  image?: SocialImage;
}

/**
 * Title, description, canonical, robots, hreflang alternates, OpenGraph and Twitter tags for one page, from the
 * per-path lookup (SPEC §2) with the page's own texts as fallback. Every URL is a path made absolute by metadataBase,
 * the request's public origin. A noindex page names no alternates (nothing to offer a search engine instead).
 */
export async function buildMetadata({
  path,
  locale,
  fallback,
  noindex,
  image,
}: MetadataInput): Promise<Metadata> {
  const [meta, origin] = await Promise.all([pageMetadataFor(path, locale), pageOrigin()]);
  const title = meta.title || fallback.title;
  const description = meta.description || fallback.description;
  const canonical = meta.canonical ?? localizedPath(path, locale);
  const hidden = noindex || meta.noindex;
  const images = image ? [image] : undefined;
  return {
    metadataBase: new URL(origin),
    title,
    description,
    alternates: { canonical, languages: hidden ? undefined : languageAlternates(path) },
    robots: hidden ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: BRAND,
      title,
      description,
      url: canonical,
      locale: ogLocale(locale),
      images,
    },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images },
  };
}
