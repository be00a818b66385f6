import 'server-only';
import { ApiError } from './api-error';
import { publicOrigin } from './public-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that a browser marks with another origin is refused (403). Browsers send Origin on
 * every cross-site POST; requests without one (server-to-server, curl) carry no ambient credentials from a browser
 * and pass. The site's own origin is the public origin (lib/server/http/public-origin): BASE_URL when set, else the
 * host the request came to, so the site works under any name it is reached by (localhost, 127.0.0.1, a LAN address).
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get('origin');
  if (origin === null) return;
  if (origin === publicOrigin(request) || sameHost(origin, request.headers.get('host'))) return;
  throw ApiError.forbidden('Cross-site requests are not accepted.');
}

/** The Origin names the very host the browser sent this request to (its own page at any name, BASE_URL or not). */
function sameHost(origin: string, host: string | null): boolean {
  if (host === null) return false;
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
