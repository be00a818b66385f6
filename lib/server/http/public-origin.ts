import { env, type Env } from '@/lib/env';

/**
 * The one rule for the site's public origin (canonicals, hreflang, sitemaps, JSON-LD, spa/config, mail links and the
 * same-origin check): BASE_URL when set; otherwise the origin the request came to, from its Host header (and, with
 * TRUST_PROXY, the X-Forwarded-Host and X-Forwarded-Proto our own reverse proxy wrote). Safe in middleware: it reads
 * headers and the environment only.
 */

/** A host as a browser sends it: a name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

interface HeaderSource {
  get(name: string): string | null;
}

/** The last entry of a comma-separated forwarded header: the one our nearest proxy wrote. */
function lastEntry(value: string | null): string | null {
  if (value === null) return null;
  const entry = value.split(',').at(-1)?.trim();
  return entry ? entry : null;
}

function fallbackOrigin(e: Env): string {
  return `http://localhost:${e.PORT}`;
}

/** BASE_URL without its trailing slash, or undefined. */
export function configuredOrigin(e: Env = env()): string | undefined {
  return e.BASE_URL ? new URL(e.BASE_URL).origin : undefined;
}

/** The public origin for a request with these headers (see the module comment). */
export function originFromHeaders(headers: HeaderSource, e: Env = env()): string {
  const configured = configuredOrigin(e);
  if (configured) return configured;
  const proxied = e.TRUST_PROXY > 0;
  const host = (proxied && lastEntry(headers.get('x-forwarded-host'))) || headers.get('host');
  if (!host || !HOST.test(host)) return fallbackOrigin(e);
  const forwardedProto = proxied ? lastEntry(headers.get('x-forwarded-proto'))?.toLowerCase() : undefined;
  const protocol = forwardedProto === 'https' ? 'https' : 'http';
  return `${protocol}://${host.toLowerCase()}`;
}

/** The public origin of a request (route handlers). */
export function publicOrigin(request: Request): string {
  return originFromHeaders(request.headers);
}

/**
 * Pages receive their origin through the internal `[origin]` route segment that middleware adds, so a page cached by
 * Next is cached per origin and never shows one host's URLs at another. The segment is the origin in base64url.
 */
export function originSegment(origin: string): string {
  return btoa(origin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The origin a page's `[origin]` segment names; BASE_URL (or this server on localhost) for anything malformed. */
export function originFromSegment(segment: string, e: Env = env()): string {
  const configured = configuredOrigin(e);
  if (configured) return configured;
  try {
    const decoded = atob(decodeURIComponent(segment).replace(/-/g, '+').replace(/_/g, '/'));
    const url = new URL(decoded);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      url.origin === decoded &&
      HOST.test(url.host)
    ) {
      return url.origin;
    }
  } catch {
    // Not base64 or not a URL: fall through.
  }
  return fallbackOrigin(e);
}

/** Shared by every bundle of this process (server.ts and Next's own), through one global symbol. */
const LAST_SEEN = Symbol.for('salvage-lane.last-origin');
type WithLastSeen = typeof globalThis & { [LAST_SEEN]?: string };

/** server.ts notes the origin of every request, for work that no request caused. */
export function rememberOrigin(origin: string): void {
  (globalThis as WithLastSeen)[LAST_SEEN] = origin;
}

/** The origin for work no request caused (the auction clock, digests): BASE_URL, else the origin last reached. */
export function backgroundOrigin(e: Env = env()): string {
  return configuredOrigin(e) ?? (globalThis as WithLastSeen)[LAST_SEEN] ?? fallbackOrigin(e);
}
