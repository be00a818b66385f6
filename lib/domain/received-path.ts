/**
 * The path a page is rendered from, kept as the browser sent it. Next hands a page each path segment decoded and then
 * encoded again (`encodeURIComponent`), so one level of percent-encoding survives and nothing is lost, except that a
 * `+` and a `%2B` then read alike. next-intl's middleware, though, rewrites from the decoded path (`decodeURI`): a
 * `%25` would reach Next as a bare `%` (which it cannot route) and `%252B` as `%2B` (a level lost).
 */
import { DEFAULT_LOCALE, isLocale } from './locales';

/** A search path (any locale prefix): SPEC §2's `/search/q-{query}` has plus signs for spaces. */
const SEARCH_PATH = /^(?:\/[a-z]{2})?\/search\//;

/**
 * The path in the form pages read: a `%` that starts no escape is the character itself (`%25`), and in a search path
 * a `+` is SPEC's space (`%20`), so that after Next's decoding a space and a literal `+` (sent as `%2B`) still differ.
 */
export function routablePath(path: string): string {
  const escaped = path.replace(/%(?![0-9A-Fa-f]{2})/g, '%25');
  return SEARCH_PATH.test(escaped) ? escaped.replace(/\+/g, '%20') : escaped;
}

/** The path next-intl routes for a received path (it decodes it, then the URL parser encodes it again). */
function asNextIntlRoutes(path: string): string | null {
  try {
    return new URL(decodeURI(path), 'http://localhost').pathname;
  } catch {
    return null;
  }
}

/**
 * The path (locale prefix included) to render for a request received as `received` that next-intl sends to
 * `intlTarget`: the received path itself, with the default locale's prefix where it has none, no trailing slash and in
 * the form of routablePath, whenever next-intl's target is that path (all it does with our routing is add the prefix);
 * otherwise next-intl's target unchanged.
 */
export function internalPath(received: string, intlTarget: string): string {
  const trimmed = received.replace(/(.)\/$/, '$1');
  const prefixed = isLocale(trimmed.split('/')[1] ?? '')
    ? trimmed
    : `/${DEFAULT_LOCALE}${trimmed === '/' ? '' : trimmed}`;
  const same =
    intlTarget === received ||
    intlTarget === trimmed ||
    intlTarget === prefixed ||
    intlTarget === asNextIntlRoutes(prefixed);
  return same ? routablePath(prefixed) : intlTarget;
}
