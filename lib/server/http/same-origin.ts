import 'server-only';
import { env } from '@/lib/env';
import { ApiError } from './api-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF: a state-changing request that a browser marks with another site's Origin is refused (403). Browsers send
 * Origin on every cross-site POST; requests without one (server-to-server, curl) carry no ambient credentials from a
 * browser and pass. The site's own origin is the request's host, or BASE_URL behind a proxy.
 */
export function assertSameOrigin(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const allowed = new Set([new URL(request.url).host]);
  const base = env().BASE_URL;
  if (base) allowed.add(new URL(base).host);
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw ApiError.forbidden('Cross-site requests are not accepted.');
  }
  if (!allowed.has(host)) throw ApiError.forbidden('Cross-site requests are not accepted.');
}
