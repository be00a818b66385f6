import { localizedPath } from './localized-path';
import { isLocale, routing, type Locale } from './routing';

export type Href = string | { pathname: string; query?: Record<string, string>; hash?: string };

/** A link target as a string; query values are encoded, empty queries dropped. */
export function hrefToString(href: Href): string {
  if (typeof href === 'string') return href;
  const query = new URLSearchParams(href.query ?? {}).toString();
  return `${href.pathname}${query ? `?${query}` : ''}${href.hash ? `#${href.hash.replace(/^#/, '')}` : ''}`;
}

/**
 * Put `locale`'s prefix on a same-site path (SPEC §2: links keep the current locale; English has none). External,
 * protocol-relative and fragment-only links are left alone.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  return `${localizedPath(path, locale)}${split === -1 ? '' : href.slice(split)}`;
}

/** The path without its locale prefix (the browser's path for English has none). */
export function stripLocale(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first)) return pathname.slice(first.length + 1) || '/';
  return pathname || '/';
}

export function localeOrDefault(value: string | undefined): Locale {
  return value && isLocale(value) ? value : routing.defaultLocale;
}
