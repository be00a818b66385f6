import { routing, switcherLocales, type Locale } from './routing';

/** The public path of `path` (no locale, leading slash) in `locale`: English has no prefix. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === routing.defaultLocale) return path;
  return `/${locale}${path === '/' ? '' : path}`;
}

/** hreflang alternates: the switcher's languages plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of switcherLocales) alternates[locale] = localizedPath(path, locale);
  alternates['x-default'] = localizedPath(path, routing.defaultLocale);
  return alternates;
}
