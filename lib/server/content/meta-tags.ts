import 'server-only';
import { classifyRoute } from '@/lib/domain/route-classifier';
import type { Locale } from '@/lib/i18n/routing';
import { getPageMetadata, type PageMetadata } from './page-metadata';

/**
 * The lookup for a URL as the browser has it: a locale prefix in the path wins over `_locale`; the query string and
 * hash are ignored; a trailing slash is dropped.
 */
export async function metaTagsFor(
  url: string,
  locale: Locale,
): Promise<PageMetadata & { path: string; locale: Locale }> {
  const pathOnly = url.replace(/[?#].*$/s, '');
  const classified = classifyRoute(pathOnly);
  const prefix = pathOnly.match(/^\/(en|es|ru|pl|ar)(?=\/|$)/)?.[1] as Locale | undefined;
  const effective = prefix && classified.route.kind !== 'landing' ? prefix : locale;
  let path =
    prefix && classified.route.kind !== 'landing' ? pathOnly.slice(prefix.length + 1) || '/' : pathOnly;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path, locale: effective, ...(await getPageMetadata(path, effective)) };
}
