import 'server-only';
import { LOCALES } from '@/lib/domain/locales';
import { languageAlternates, localizedPath } from '@/lib/i18n/localized-path';
import type { SitemapUrl } from './sitemap-xml';

/**
 * A page that exists in every language: one URL per locale (English unprefixed), each carrying the page's hreflang
 * alternates from the same source as the HTML (languageAlternates), so the sitemap and the page never disagree.
 */
export function inEveryLocale(path: string): SitemapUrl[] {
  const alternates = languageAlternates(path);
  return LOCALES.map((locale) => ({ path: localizedPath(path, locale), alternates }));
}
