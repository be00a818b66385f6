import type { RouteKind } from './route-classifier';

/** The internal route of the search pages (any preset but the live-auctions list, which has its own). */
const SEARCH_VIEW = 'search-view';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(key: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(key)) return null;
  try {
    const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * The internal route a page renders from, for pages Next keeps in its cache (middleware rewrites to it). A route is
 * either cached or rendered per request, never both, and Next keys a cached page by its path alone:
 * - a lot's root URL (`/{id}-{year}-{title}`) shares its one-segment shape with the damage and salvage searches, so
 *   lot pages render from `/{locale}/lot/{slug}`;
 * - a search page's filters are its query, so a search renders from `/{locale}/search-view/{key}`, the key being its
 *   path and query (as received) in base64url: each search its own cached page, read back by searchViewOf.
 * `internal` is the locale-prefixed path, `search` the query with its `?` (or '').
 */
export function cachedRoutePath(internal: string, route: RouteKind, search = ''): string {
  const [, locale, ...rest] = internal.split('/');
  if (route.kind === 'lot' && route.form === 'root') return `/${locale}/lot/${rest.join('/')}`;
  if (route.kind === 'search' && route.preset.type !== 'live') {
    return `/${locale}/${SEARCH_VIEW}/${toBase64Url(`/${rest.join('/')}${search}`)}`;
  }
  return internal;
}

/**
 * A search page's path segments and query, from its search-view key; null for a bad key. The segments come as Next
 * hands a page its path's segments (each decoded, then encoded again: lib/domain/received-path), which is what
 * searchRouteOf reads.
 */
export function searchViewOf(key: string): { segments: string[]; query: URLSearchParams } | null {
  const text = fromBase64Url(key);
  if (text === null || !text.startsWith('/')) return null;
  const mark = text.indexOf('?');
  const path = mark < 0 ? text : text.slice(0, mark);
  try {
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => encodeURIComponent(decodeURIComponent(segment)));
    return { segments, query: new URLSearchParams(mark < 0 ? '' : text.slice(mark + 1)) };
  } catch {
    return null;
  }
}
