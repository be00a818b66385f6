import { routing, type Locale } from './routing';

/** The public path of `path` (no locale, leading slash) in `locale`: English has no prefix. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

/**
 * The one source of hreflang alternates (the HTML's; middleware sends no `Link` header): a page that exists in every
 * locale names each of them, its own included (Arabic too: it is left out of the switcher, not out of the site), plus
 * x-default (English). Paths only: the page's metadataBase (its public origin) makes them absolute.
 */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of routing.locales) alternates[locale] = localizedPath(path, locale);
  alternates['x-default'] = localizedPath(path, routing.defaultLocale);
  return alternates;
}

/**
 * A page that exists in one language only (a landing page, SPEC §2): itself, since every other locale's form of its
 * path answers 404. `path` is the page's full public path.
 */
export function singleLanguageAlternates(path: string, locale: Locale): Record<string, string> {
  return { [locale]: path };
}
